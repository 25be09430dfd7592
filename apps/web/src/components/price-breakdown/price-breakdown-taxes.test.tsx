import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { PriceBreakdown } from '@routier/domain';
import { changeLanguage } from '../../lib/i18n';
import { PriceBreakdownTable } from './price-breakdown';

const summary = (over: Partial<PriceBreakdown> = {}): PriceBreakdown => ({
  subtotal: 450,
  discount: null,
  coupon: null,
  fuel_fee: 13.5,
  tax_lines: [{ kind: 'GST', percent: 5, amount: 23.18 }],
  fuel_fee_excluded: false,
  total: 486.68,
  ...over,
});

const renderIn = async (language: 'en' | 'fr', s: PriceBreakdown) => {
  await changeLanguage(language);
  render(
    <MantineProvider>
      <PriceBreakdownTable breakdown={s} />
    </MantineProvider>,
  );
};

afterEach(cleanup);
afterAll(() => changeLanguage('en'));

describe('price breakdown: taxes (decision 052)', () => {
  it('names the taxes in French (HST is TVH)', async () => {
    await renderIn('fr', summary({ tax_lines: [{ kind: 'HST', percent: 13, amount: 60.26 }] }));
    expect(screen.getByText('TVH (13 %)')).toBeTruthy();
    expect(screen.queryByText(/Détaxé/)).toBeNull();
  });

  it('shows a zero-rated line when an international move pays no tax', async () => {
    await renderIn('en', summary({ tax_lines: [], total: 463.5 }));
    expect(screen.getByText('Zero-rated (international transport)')).toBeTruthy();
    cleanup();
    await renderIn('fr', summary({ tax_lines: [], total: 463.5 }));
    expect(screen.getByText('Détaxé (transport international)')).toBeTruthy();
  });
});
