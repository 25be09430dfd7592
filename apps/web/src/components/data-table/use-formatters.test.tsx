import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { i18n } from '../../lib/i18n';
import { useFormatters } from './use-formatters';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useFormatters', () => {
  it('writes French dates without a zero-padded day', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.date('2026-03-05')).toBe('5 mars 2026');
    expect(result.current.date('2026-11-23T15:00:00Z')).toMatch(/^23 nov\. 2026$/);
  });

  it('keeps the English "MMM DD, YYYY"', () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.date('2026-03-05')).toBe('Mar 05, 2026');
  });

  it('shows an instant on Toronto’s clock: an Ontario evening keeps its day, whatever the browser’s zone', () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.date('2026-11-26T01:00:00Z')).toBe('Nov 25, 2026');
    expect(result.current.time('2026-11-26T01:00:00Z')).toBe('08:00 p.m.');
  });

  it('writes Canadian dollars the way the e-mails and invoices do', async () => {
    const { result } = renderHook(() => useFormatters());
    expect(result.current.money(1234.56)).toBe('$1,234.56');
    expect(result.current.money(null)).toBe('—');
    await i18n.changeLanguage('fr');
    const { result: fr } = renderHook(() => useFormatters());
    expect(fr.current.money(1234.56)).toBe('1\u00a0234,56\u00a0$');
  });
});
