import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role, type AuthResponse, type Place } from '@routier/domain';
import '../../../lib/i18n';
import { RegisterForm, type RegisterFormProps } from './register-form';

Element.prototype.scrollIntoView ??= () => {};

const toronto: Place = {
  place_id: 'street:1',
  label: '123 King St W, Toronto, ON',
  address: '123 King St W',
  city: 'Toronto',
  sublocality: null,
  province: 'ON',
  country: 'CA',
  zip_code: 'M5H 1A1',
  lat: 43.6487,
  lng: -79.3817,
};

/** A place the geocoder knows only by its postal area. */
const vancouverArea: Place = {
  ...toronto,
  place_id: 'street:2',
  label: '800 Robson St, Vancouver, BC',
  address: '800 Robson St',
  city: 'Vancouver',
  province: 'BC',
  zip_code: 'V6B',
};

type Call = { url: string; method: string; body: unknown };

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  </MantineProvider>
);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Call[];
let registerResponse: () => Response;

beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=test-token';
  registerResponse = () => json(200, { token: 't', user: { id: 1 } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/auth/register')) return registerResponse();
      if (url.startsWith('/api/geo/search')) return json(200, { data: [toronto, vancouverArea] });
      return json(200, { data: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (props: Partial<RegisterFormProps> = {}) => {
  const onRegistered = vi.fn<(r: AuthResponse) => void>();
  render(wrap(<RegisterForm initialRole={null} onRegistered={onRegistered} {...props} />));
  return { onRegistered };
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const registerCalls = () => calls.filter((c) => c.url.startsWith('/api/auth/register'));

const fillPerson = () => {
  type(/^First name/, 'Ada');
  type(/^Last name/, 'Lovelace');
  type(/^Email/, 'Ada@Example.com');
  type(/^Phone/, '5145550123');
};

describe('RegisterForm', () => {
  it('asks for an account type before anything else is accepted', async () => {
    renderForm();
    submit();
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);
  });

  it('masks the phone as ###-###-####', () => {
    renderForm({ initialRole: Role.PrivateUser });
    type(/^Phone/, '(514) 555 0123 99');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('514-555-0123');
  });

  it('requires one delivery type for a transport company, then sends its payload', async () => {
    const { onRegistered } = renderForm({ initialRole: Role.TransportCompany });
    fillPerson();
    type(/^Password/, 'secret-pass');
    type(/^Confirm password/, 'secret-pass');
    fireEvent.click(screen.getByLabelText(/I accept the Routier terms/));
    submit();
    expect(await screen.findByText('Select at least one option')).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Flatbed'));
    fireEvent.click(screen.getByLabelText('Haul away'));
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [call] = registerCalls();
    expect(call?.url).toBe('/api/auth/register?lang=en');
    expect(call?.body).toEqual({
      role: Role.TransportCompany,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '514-555-0123',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      shipping_methods: [2, 3],
    });
  });

  it('checks the password length and confirmation, and the private user postal code', async () => {
    renderForm({ initialRole: Role.PrivateUser });
    fillPerson();
    type(/^Password/, 'short');
    type(/^Postal code/, '123');
    submit();
    expect(await screen.findByText('Must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Enter a valid postal code (A1A 1A1) or ZIP code')).toBeTruthy();

    type(/^Password/, 'long-enough');
    type(/^Confirm password/, 'different!');
    type(/^Postal code/, 'h2x 1y4');
    fireEvent.click(screen.getByLabelText(/I accept the Routier terms/));
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);
  });

  it('keeps the tax id disabled until the dealer address gives a province, and needs a dealer type', async () => {
    renderForm({ initialRole: Role.Dealer });
    expect((screen.getByLabelText(/^Tax ID/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Choose the company address first')).toBeTruthy();
    submit();
    const dealerType = (await screen.findAllByLabelText(/^Dealer type/)).find((el) => el.tagName === 'INPUT');
    expect(dealerType?.getAttribute('aria-invalid')).toBe('true');
    expect(dealerType?.closest('.mantine-Select-root')?.textContent).toContain('This field is required');
    expect(screen.getByText('Choose an address from the suggestions')).toBeTruthy();
    expect(screen.getByLabelText(/^Company address/).closest('.mantine-InputWrapper-root')?.textContent).toContain(
      'Choose an address from the suggestions',
    );
  });

  it('fills city, province, postal code and coordinates from the chosen company address', async () => {
    renderForm({ initialRole: Role.Dealer });
    fireEvent.change(screen.getByRole('textbox', { name: /Company address/ }), { target: { value: '123 King' } });
    fireEvent.click(await screen.findByText('123 King St W, Toronto, ON', {}, { timeout: 2000 }));
    const taxId = screen.getByLabelText(/^Tax ID \(HST\)/) as HTMLInputElement;
    expect(taxId.disabled).toBe(false);
    expect((screen.getByLabelText(/^Postal code/) as HTMLInputElement).value).toBe('M5H 1A1');

    const dealerType = screen.getAllByLabelText(/^Dealer type/).find((el) => el.tagName === 'INPUT');
    fireEvent.click(dealerType as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Franchise', hidden: true }));
    fillPerson();
    type(/^Company name/, 'Maple Motors');
    type(/^Company email/, 'sales@maple.ca');
    type(/^Company phone/, '4165550000');
    type(/^Dealer license/, 'OMVIC-1');
    fireEvent.change(taxId, { target: { value: '123456789RT0001' } });
    type(/^Password/, 'secret-pass');
    type(/^Confirm password/, 'secret-pass');
    fireEvent.click(screen.getByLabelText(/I accept the Routier terms/));
    submit();
    await waitFor(() => expect(registerCalls()).toHaveLength(1));
    expect(registerCalls()[0]?.body).toMatchObject({
      role: Role.Dealer,
      type: 2,
      company: 'Maple Motors',
      address: '123 King St W',
      city: 'Toronto',
      province: 'ON',
      lat: 43.6487,
      lng: -79.3817,
      postal_code: 'M5H 1A1',
      company_email: 'sales@maple.ca',
      company_phone: '416-555-0000',
      tax_id: '123456789RT0001',
      has_newsletter_flag: false,
    });
  });

  it('leaves a postal code the place knows only by its area ("V6B") to be typed in full', async () => {
    renderForm({ initialRole: Role.Dealer });
    fireEvent.change(screen.getByRole('textbox', { name: /Company address/ }), { target: { value: '800 Robson' } });
    fireEvent.click(await screen.findByText('800 Robson St, Vancouver, BC', {}, { timeout: 2000 }));
    await waitFor(() => expect((screen.getByLabelText(/^Tax ID/) as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByLabelText(/^Postal code/) as HTMLInputElement).value).toBe('');
  });

  it('after a social sign-in, fixes the e-mail and asks no password', async () => {
    const { onRegistered } = renderForm({
      initialRole: Role.PrivateUser,
      socialUser: { email: 'ada@gmail.com', first_name: 'Ada', last_name: null },
    });
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@gmail.com');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    type(/^Last name/, 'Lovelace');
    type(/^Phone/, '514-555-0123');
    type(/^Postal code/, 'h2x1y4');
    fireEvent.click(screen.getByLabelText(/I accept the Routier terms/));
    submit();
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(registerCalls()[0]?.body).toEqual({
      role: Role.PrivateUser,
      email: 'ada@gmail.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '514-555-0123',
      postal_code: 'H2X1Y4',
    });
  });

  it('shows the server field errors under their fields', async () => {
    registerResponse = () => json(422, { message: 'The given data was invalid.', errors: { email: ['emailTaken'] } });
    const { onRegistered } = renderForm({ initialRole: Role.PrivateUser });
    fillPerson();
    type(/^Postal code/, 'H2X 1Y4');
    type(/^Password/, 'secret-pass');
    type(/^Confirm password/, 'secret-pass');
    fireEvent.click(screen.getByLabelText(/I accept the Routier terms/));
    submit();
    const field = (await screen.findByText('An account with this email address already exists')).closest(
      '.mantine-InputWrapper-root',
    );
    expect(within(field as HTMLElement).getByLabelText(/^Email/)).toBeTruthy();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
