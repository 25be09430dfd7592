import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadSteps, TaskStatus } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { LoadStepsPanel } from './load-steps-panel';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const steps = (progress: number) => ({ load_id: 9, status: 12, progress, steps: loadSteps(TaskStatus.Accepted, progress) });

const renderPanel = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <LoadStepsPanel loadId={9} shouldChargeFee={false} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('driver'));
beforeEach(() => {
  get.mockReset();
  put.mockReset();
});

describe('LoadStepsPanel', () => {
  it('lists the six steps, the current one marked, and advances to the next', async () => {
    get.mockResolvedValueOnce(steps(2)).mockResolvedValue(steps(3));
    put.mockResolvedValue(steps(3));
    renderPanel();
    const action = await screen.findByRole('button', { name: 'Start inspection' });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Start inspection', { selector: 'p' }).closest('li')?.getAttribute('aria-current')).toBe('step');
    expect((screen.getByRole('button', { name: 'Complete delivery' }) as HTMLButtonElement).disabled).toBe(true);
    // spec: the first step still to come carries the Start label
    expect(screen.getByText('Start').closest('li')?.textContent).toContain('Inspection completed');
    fireEvent.click(action);
    // the call names the step the page shows, so a stale page cannot advance the load twice
    await waitFor(() => expect(put).toHaveBeenCalledWith('/loads/status/9', { from: 2 }, { silent: true }));
    expect(await screen.findByRole('button', { name: 'Inspection completed' })).toBeTruthy();
  });

  it('offers Complete in transport instead of the sixth step, and nothing once delivered', async () => {
    get.mockResolvedValue(steps(5));
    const { unmount } = renderPanel();
    const complete = await screen.findByRole('button', { name: 'Complete delivery' });
    expect((complete as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Order completed' })).toBeNull();
    unmount();
    get.mockResolvedValue(steps(6));
    renderPanel();
    await screen.findAllByRole('listitem');
    expect(screen.queryByRole('button', { name: 'Complete delivery' })).toBeNull();
  });

  it('keeps a cancelled load still: Complete disabled, and says why', async () => {
    get.mockResolvedValue({ load_id: 9, status: 14, progress: 5, steps: loadSteps(TaskStatus.Cancelled, 5) });
    renderPanel();
    const complete = await screen.findByRole('button', { name: 'Complete delivery' });
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This load was cancelled.')).toBeTruthy();
  });
});
