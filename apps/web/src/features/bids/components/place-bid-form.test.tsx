import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadNamespace } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { typeDate } from '../../../test/date-input';
import { PlaceBidForm } from './place-bid-form';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

const renderForm = (onDone = vi.fn()) => {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PlaceBidForm orderId={7} onDone={onDone} onCancel={vi.fn()} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onDone;
};
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the bid' }));

describe('PlaceBidForm', () => {
  beforeAll(() => loadNamespace('offers'));
  beforeEach(() => post.mockReset());

  it('requires the amount and the ETA before sending anything', async () => {
    renderForm();
    send();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends "$1,250.50" as 1250.5 and the ETA as YYYY/MM/DD', async () => {
    post.mockResolvedValue({
      message: 'bid.placed',
      bid: { id: 1, business_details_id: 2, amount: 1250.5, eta: '2030-01-15', status: 1 },
    });
    const onDone = renderForm();
    fill(/Your price/, '$1,250.50');
    await typeDate(/Delivery ETA/, '2030/01/15');
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/bids/7', { amount: 1250.5, eta: '2030/01/15' }, { silent: true });
  });
});
