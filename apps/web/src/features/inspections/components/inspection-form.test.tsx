import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { InspectionForm } from './inspection-form';
import { mockApi } from '../../../test/mock-api';

mockApi();

const renderForm = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <InspectionForm loadId={4} carId={11} kind="pickup" onDone={() => undefined} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('driver'));

describe('InspectionForm', () => {
  it('marks damage by tapping panels of the diagram with the chosen kind, and removes it again', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Pickup inspection' });
    fireEvent.click(within(form).getByRole('button', { name: 'Dent' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Hood' }));
    expect(within(form).getByText('Hood · Dent')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Hood: Dent' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove Dent on Hood' }));
    expect(within(form).getByText('No damage marked.')).toBeTruthy();
  });

  it('asks for photos, the odometer and a signature before sending anything', async () => {
    renderForm();
    const form = await screen.findByRole('form', { name: 'Pickup inspection' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the inspection' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(3);
    expect(vi.mocked(api.post)).not.toHaveBeenCalled();
  });
});
