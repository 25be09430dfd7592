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
});
