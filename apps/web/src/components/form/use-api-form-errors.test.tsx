import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { loadNamespace } from '../../lib/i18n';
import { ApiError, FIXED } from '../../lib/api-client';
import { EmailField } from './email-field';
import { FormErrorSummary } from './form-error-summary';
import { useApiFormErrors } from './use-api-form-errors';

const Form = ({ error, fields }: { error: unknown; fields?: readonly string[] }) => {
  const form = useForm({ defaultValues: { email: '' } });
  const handleApiError = useApiFormErrors(form.setError, { fields });
  return (
    <MantineProvider>
      <Notifications />
      <FormErrorSummary errors={form.formState.errors} />
      <EmailField control={form.control} name="email" label="Email" />
      <button type="button" onClick={() => handleApiError(error)}>
        Fail
      </button>
    </MantineProvider>
  );
};

const fail = () => fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.mantine-InputWrapper-root') as HTMLElement;

afterEach(() => notifications.clean());

describe('useApiFormErrors', () => {
  it('puts 422 field errors on their fields, translated and joined by a space', () => {
    render(<Form error={new ApiError(422, 'Invalid data.', { email: ['invalidEmail', 'emailTaken'] })} fields={['email']} />);
    fail();
    expect(
      within(fieldOf('Email')).getByText('Enter a valid email address An account with this email address already exists'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Error!')).toBeNull();
  });

  it('shows server texts that are not validation keys as they are', () => {
    render(<Form error={new ApiError(422, 'Invalid data.', { email: ['This address is blocked.'] })} />);
    fail();
    expect(within(fieldOf('Email')).getByText('This address is blocked.')).toBeTruthy();
  });

  it('sends errors of keys the form does not have to the summary on top', () => {
    render(<Form error={new ApiError(422, 'Invalid data.', { token: ['invalidToken'] })} fields={['email']} />);
    fail();
    expect(within(screen.getByTestId('form-error-summary')).getByText('This link is invalid or has expired')).toBeTruthy();
  });

  it('shows other errors as an "Error!" notification with the server message', () => {
    render(<Form error={new ApiError(409, 'The order was changed meanwhile.')} />);
    fail();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.getByText('The order was changed meanwhile.')).toBeTruthy();
  });

  it('says how long to wait after a rate limit, in the current language, and never stacks the same toast', () => {
    render(<Form error={new ApiError(429, 'Too many attempts. Please try again in 42 seconds.', undefined, 42)} />);
    fail();
    fail();
    fail();
    expect(screen.getAllByText('Too many attempts. Please try again in 42 seconds.')).toHaveLength(1);
    expect(screen.getAllByText('Error!')).toHaveLength(1);
  });

  it('says "Unknown error" when the failure carries no message', () => {
    render(<Form error={new TypeError('Failed to fetch')} />);
    fail();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.getByText('Unknown error')).toBeTruthy();
  });

  it('shows a 422 without field errors as a notification too', () => {
    render(<Form error={new ApiError(422, 'The order can no longer be changed.', {})} />);
    fail();
    expect(screen.getByText('The order can no longer be changed.')).toBeTruthy();
  });

  it("shows the auth layer's fixed messages as their reason's text, not the server's English", async () => {
    await loadNamespace('errors');
    render(<Form error={new ApiError(403, FIXED.forbidden)} />);
    fail();
    expect(screen.getByText('You are not allowed to do this.')).toBeTruthy();
    expect(screen.queryByText(FIXED.forbidden)).toBeNull();
  });
});
