import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { i18n, loadNamespace } from '../../../lib/i18n';
import { LeavePrompt } from './leave-prompt';

const renderPrompt = (props: { when: boolean; guest?: boolean }) => {
  const router = createMemoryRouter(
    [
      {
        path: '/my-orders/create',
        element: (
          <>
            <LeavePrompt {...props} />
            <Link to="/my-orders">My orders</Link>
          </>
        ),
      },
      { path: '/my-orders', element: <p>orders list</p> },
    ],
    { initialEntries: ['/my-orders/create'] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
};

afterEach(cleanup);

describe('the leave prompt of an unbooked order', () => {
  it('tells a customer his draft stays in his drafts', async () => {
    await loadNamespace('wizard');
    renderPrompt({ when: true });
    fireEvent.click(screen.getByRole('link', { name: 'My orders' }));
    expect(await screen.findByText('Leave this order?')).toBeTruthy();
    expect(screen.getByText(/stays in your drafts/)).toBeTruthy();
  });

  it('does not tell a guest about drafts he does not have', async () => {
    await loadNamespace('wizard');
    renderPrompt({ when: true, guest: true });
    fireEvent.click(screen.getByRole('link', { name: 'My orders' }));
    expect(await screen.findByText('Leave this order?')).toBeTruthy();
    expect(screen.queryByText(/drafts/)).toBeNull();
    expect(screen.getByText(i18n.t('wizard:leave.guestBody'))).toBeTruthy();
  });

  it('lets the customer go without asking once nothing is unfinished (a quote request sent)', async () => {
    renderPrompt({ when: false });
    fireEvent.click(screen.getByRole('link', { name: 'My orders' }));
    expect(await screen.findByText('orders list')).toBeTruthy();
    expect(screen.queryByText('Leave this order?')).toBeNull();
  });
});
