import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OrderStatus } from '@routier/domain';
import '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { loadNamespace } from '../../../../lib/i18n';
import { orderFixture } from '../order-details/order-fixture';
import { ContactsStep } from './contacts-step';
import { mockApi } from '../../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

// jsdom has no FontFaceSet; Mantine's autosize textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

const draft = (over = {}) =>
  orderFixture({ status: OrderStatus.Draft, current_step: 4, contact_details: [], release_form: null, ...over });

const renderStep = (order = draft(), onNext = vi.fn(), readOnly = false) => {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContactsStep order={order} onNext={onNext} onBack={vi.fn()} readOnly={readOnly} guest={null} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onNext;
};

const fillEnd = (index: number, name: string, email: string, phone: string) => {
  fireEvent.change(screen.getAllByLabelText(/^Name/)[index], { target: { value: name } });
  fireEvent.change(screen.getAllByLabelText(/^Email/)[index], { target: { value: email } });
  fireEvent.change(screen.getAllByLabelText(/^Phone/)[index], { target: { value: phone } });
};

// the order page's texts are a deferred namespace (lib/locales/deferred.ts)
beforeAll(() => loadNamespace('order-page'));

afterEach(() => {
  cleanup();
  post.mockReset();
});

describe('ContactsStep (wizard step 4)', () => {
  it('requires name, email and phone at both ends and a release-form answer', async () => {
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(7);
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a file when the release form is "yes" and none is uploaded', async () => {
    renderStep();
    fillEnd(0, 'Ana Lopez', 'ana@example.com', '4165550199');
    fillEnd(1, 'Bo Tran', 'bo@example.com', '6135550111');
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Upload the release form, or answer No')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends both ends with the phone as ###-###-#### and goes on', async () => {
    post.mockResolvedValue(draft({ current_step: 5 }));
    const onNext = renderStep();
    fillEnd(0, 'Ana Lopez', 'Ana@Example.com', '4165550199');
    fillEnd(1, 'Bo Tran', 'bo@example.com', '613-555-0111');
    fireEvent.change(screen.getAllByLabelText('Notes')[0], { target: { value: 'Gate 4' } });
    fireEvent.click(screen.getByLabelText('No'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/new-contact-details/7', {
      pickup: expect.objectContaining({ name: 'Ana Lopez', email: 'ana@example.com', phone: '416-555-0199', notes: 'Gate 4' }),
      destination: expect.objectContaining({ name: 'Bo Tran', phone: '613-555-0111' }),
      release_form: 'no',
    });
  });

  it('fills an end from a saved contact found by a keyword longer than 2 characters', async () => {
    post.mockImplementation(async (url: string) =>
      url === '/contacts' ? [{ id: 9, name: 'Sophie Tremblay', email: 'sophie@example.com', phone: '416-555-0131' }] : undefined,
    );
    renderStep();
    const search = screen.getAllByPlaceholderText('Name, email or phone')[0];
    fireEvent.change(search, { target: { value: 'so' } });
    expect(screen.getAllByText('Type at least 3 characters').length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: 'sop' } });
    fireEvent.focus(search);
    const option = await screen.findByText(/Sophie Tremblay · sophie@example.com/, {}, { timeout: 2000 });
    fireEvent.click(option);
    await waitFor(() => expect((screen.getAllByLabelText(/^Name/)[0] as HTMLInputElement).value).toBe('Sophie Tremblay'));
    expect((screen.getAllByLabelText(/^Phone/)[0] as HTMLInputElement).value).toBe('416-555-0131');
    expect(post).toHaveBeenCalledWith('/contacts', { keyword: 'sop' }, expect.anything());
  });

  it('only advances an admin-created order', async () => {
    const onNext = renderStep(draft(), vi.fn(), true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});
