import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QuoteInfo } from '@routier/domain';
import { loadNamespace } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { DeclineForm } from './decline-form';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

const info = { id: 9, order_number: 'RT-100009' } as QuoteInfo;

const renderForm = () => {
  const router = createMemoryRouter(
    [
      { path: '/d', element: <DeclineForm info={info} paths={{ success: '/ok', error: '/err', back: '/q' }} /> },
      { path: '/ok', element: <p>declined</p> },
    ],
    { initialEntries: ['/d'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('DeclineForm', () => {
  beforeAll(() => loadNamespace('auto-dispatch'));
  beforeEach(() => post.mockReset());

  it('keeps the reason to 255 characters, then declines with it', async () => {
    post.mockResolvedValue({ message: 'quote.declined' });
    renderForm();
    const reason = await screen.findByRole('textbox', { name: 'Reason (optional)' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(256) } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }));
    await waitFor(() => expect(document.body.textContent).toContain('256/255'));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'No truck that week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the request' }));
    await waitFor(() => expect(screen.getByText('declined')).toBeTruthy());
    expect(post).toHaveBeenCalledWith('/auto-dispatch/decline/9', { reason: 'No truck that week' }, { silent: true });
  }, 30_000);
});
