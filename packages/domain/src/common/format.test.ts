import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
} from './format.js';

// Intl writes French amounts with a no-break space (U+00A0) between thousands and before "$".
const NBSP = '\u00a0';

describe('money', () => {
  it('is Canadian dollars, written the English and the French Canadian way', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'fr')).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatMoney(12, 'en-US')).toBe('$12.00');
    expect(formatMoney(12, 'fr-CA')).toBe(`12,00${NBSP}$`);
  });

  it('writes zero and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(0, 'fr')).toBe(`0,00${NBSP}$`);
    expect(formatMoney(-0, 'en')).toBe('$0.00');
    expect(formatMoney(-1234.5, 'en')).toBe('-$1,234.50');
    expect(formatMoney(-1234.5, 'fr')).toBe(`-1${NBSP}234,50${NBSP}$`);
  });

  it('reads cents as the database keeps them', () => {
    expect(formatCents(1200, 'en')).toBe('$12.00');
    expect(formatCents(1200, 'fr')).toBe(`12,00${NBSP}$`);
    expect(formatCents(107391, 'en')).toBe('$1,073.91');
    expect(formatCents(-5, 'en')).toBe('-$0.05');
  });

  it('has a compact form for charts', () => {
    expect(formatMoney(123456, 'en', { compact: true })).toBe('$123K');
    expect(formatMoney(123456, 'fr', { compact: true })).toBe(`123${NBSP}k${NBSP}$`);
  });
});

describe('numbers', () => {
  it('groups and rounds in the reader’s language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr')).toBe(`1${NBSP}234,5`);
    expect(formatNumber(4.26, 'fr', { maximumFractionDigits: 1 })).toBe('4,3');
    expect(formatPercent(0.235, 'en')).toBe('23.5%');
    expect(formatPercent(0.235, 'fr')).toBe(`23,5${NBSP}%`);
  });
});

describe('dates', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 05, 2026');
    expect(formatDate('2026-03-05', 'fr')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05', 'en', 'long')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05', 'fr', 'long')).toBe('5 mars 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 01, 2026');
  });

  it('writes an instant on Toronto’s clock: an Ontario evening keeps its day', () => {
    expect(formatDate(new Date('2026-11-26T01:00:00Z'), 'en')).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-26T01:00:00.000Z', 'fr', 'long')).toBe('25 novembre 2026');
    expect(formatDate('2026-11-26T05:00:00Z', 'en')).toBe('Nov 26, 2026');
    expect(formatDateTime('2026-11-26T01:00:00Z', 'en')).toBe('Nov 25, 2026, 8:00 p.m.');
    expect(formatDateTime('2026-07-01T03:30:00Z', 'fr')).toBe('30 juin 2026, 23 h 30');
    expect(formatTime('2026-07-01T16:05:00Z', 'en')).toBe('12:05 p.m.');
    expect(formatTime('2026-07-01T16:05:00Z', 'fr')).toBe('12 h 05');
  });

  it('answers an empty text for what is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('', 'fr')).toBe('');
  });

  it('writes months', () => {
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar');
    expect(formatMonth('2026-03', 'fr', 'short')).toBe('mars');
    expect(formatMonth('2026-03', 'en')).toBe('Mar 2026');
    expect(formatMonth('2026-03', 'fr')).toBe('mars 2026');
    expect(formatMonth('2026-12', 'en', 'long')).toBe('December 2026');
    expect(formatMonth('2026-12', 'fr', 'long')).toBe('décembre 2026');
  });
});
