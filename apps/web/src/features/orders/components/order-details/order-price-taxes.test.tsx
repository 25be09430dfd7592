import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../../../../lib/i18n';
import { changeLanguage, loadNamespace } from '../../../../lib/i18n';
import { OrderPrice } from './order-price';
import { orderFixture } from './order-fixture';

const renderPrice = (order = orderFixture()) =>
  render(
    <MantineProvider>
      <OrderPrice order={order} />
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('order-page'));
afterEach(cleanup);
afterAll(() => changeLanguage('en'));

describe('order price: tax lines (decision 052)', () => {
  it('names each tax in the language of the page: TPS and TVQ in French', async () => {
    await changeLanguage('fr');
    await loadNamespace('order-page');
    renderPrice(
      orderFixture({
        tax_type: 'GST+QST',
        tax_lines: [
          { kind: 'GST', percent: 5, amount: 50 },
          { kind: 'QST', percent: 9.975, amount: 99.75 },
        ],
      }),
    );
    expect(screen.getByText('TPS (5 %)')).toBeTruthy();
    expect(screen.getByText(/^TVQ \(9,975 %\)$/)).toBeTruthy();
    expect(screen.queryByText(/Détaxé/)).toBeNull();
  });

  it('says an international order is zero-rated instead of showing no tax', async () => {
    await changeLanguage('en');
    await loadNamespace('order-page');
    renderPrice(orderFixture({ tax_type: 'ZERO_RATED', tax_lines: [] }));
    expect(screen.getByText('Zero-rated (international transport)')).toBeTruthy();
    cleanup();
    await changeLanguage('fr');
    await loadNamespace('order-page');
    renderPrice(orderFixture({ tax_type: 'ZERO_RATED', tax_lines: [] }));
    expect(screen.getByText('Détaxé (transport international)')).toBeTruthy();
  });
});
