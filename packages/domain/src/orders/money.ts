/** Cents (database, domain) to dollars with 2 decimals (API JSON). */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export const centsToDollarsOrNull = (cents: number | null | undefined): number | null =>
  cents == null ? null : centsToDollars(cents);
