import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role } from '@routier/domain';
import '../../../lib/i18n';
import { RegisterForm } from './register-form';

Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (initialRole: Role | null) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RegisterForm initialRole={initialRole} onRegistered={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
/** The text input of a field (Mantine's Select also labels its dropdown). */
const input = (label: RegExp) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
/** The field shows an error message that its input is described by. */
const invalid = (label: RegExp) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .some((id) => id.endsWith('-error') && Boolean(document.getElementById(id)?.textContent));

describe('RegisterForm: the first submit flags every empty required field', () => {
  const person = [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Password/, /^Confirm password/];

  it('before an account type is chosen: the type, the person fields and both passwords', async () => {
    renderForm(null);
    submit();
    await waitFor(() => expect(invalid(/^Account type/)).toBe(true));
    for (const label of person) expect(invalid(label), String(label)).toBe(true);
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
  });

  it('for a private user, including the postal code', async () => {
    renderForm(Role.PrivateUser);
    submit();
    await waitFor(() => expect(invalid(/^First name/)).toBe(true));
    for (const label of [...person, /^Postal code/]) expect(invalid(label), String(label)).toBe(true);
  });

  it('for a dealer, including the company fields', async () => {
    renderForm(Role.Dealer);
    submit();
    await waitFor(() => expect(invalid(/^First name/)).toBe(true));
    const dealer = [/^Dealer type/, /^Company name/, /^Company address/, /^Company email/, /^Company phone/, /^Dealer license/];
    for (const label of [...person, ...dealer]) expect(invalid(label), String(label)).toBe(true);
  });

  it('an empty confirmation is flagged even when the password is filled', async () => {
    renderForm(Role.PrivateUser);
    fireEvent.change(input(/^Password/), { target: { value: 'long-enough' } });
    submit();
    await waitFor(() => expect(invalid(/^Confirm password/)).toBe(true));
    expect(invalid(/^Password/)).toBe(false);
  });

  it('keeps the area code of a pasted international phone number', () => {
    renderForm(Role.PrivateUser);
    fireEvent.change(input(/^Phone/), { target: { value: '+1 (416) 555-0199' } });
    expect(input(/^Phone/).value).toBe('416-555-0199');
  });
});
