import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { i18n, loadNamespace } from '../../../../lib/i18n';
import { OrderPrice } from './order-price';
import { orderFixture } from './order-fixture';

const couponOrder = () =>
  orderFixture({
    applied_coupon: { id: 12, amount: 100 },
    price_breakdown: {
      subtotal: 1222.22,
      discount: { percent: 10, amount: 122.22 },
      coupon: { id: 12, amount: 100 },
      fuel_fee: 30,
      fuel_fee_excluded: false,
      tax_lines: [{ kind: 'HST', percent: 13, amount: 134 }],
      total: 1164,
    },
  });

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('OrderPrice', () => {
  beforeAll(async () => {
    await loadNamespace('order-page');
  });
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('lists the discount and the coupon under the undiscounted price, and the total charged', () => {
    render(
      <MantineProvider>
        <OrderPrice order={couponOrder()} />
      </MantineProvider>,
    );
    expect(rows()).toEqual([
      'Transport price$1,222.22',
      'Dealer discount (10 %)-$122.22',
      'Coupon no. 12-$100.00',
      'Fuel fee$30.00',
      'HST (13 %)$134.00',
      'Total$1,164.00',
    ]);
  });

  it('writes the same lines in French', async () => {
    await i18n.changeLanguage('fr');
    render(
      <MantineProvider>
        <OrderPrice order={couponOrder()} />
      </MantineProvider>,
    );
    const text = rows().map((r) => r!.replace(/\s/g, ' '));
    expect(text).toEqual([
      'Prix du transport1 222,22 $',
      'Rabais concessionnaire (10 %)-122,22 $',
      'Coupon no 12-100,00 $',
      'Frais de carburant30,00 $',
      'TVH (13 %)134,00 $',
      'Total1 164,00 $',
    ]);
  });

  it('shows nothing before the order is priced', () => {
    const { container } = render(
      <MantineProvider>
        <OrderPrice order={orderFixture({ price_breakdown: null })} />
      </MantineProvider>,
    );
    expect(container.querySelector('table')).toBeNull();
  });
});
