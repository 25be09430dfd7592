import { expect } from 'vitest';
import type { AppDeps } from '../app-deps.js';
import { checkMoney } from '../features/reconciliation/reconciliation.service.js';

/**
 * The money invariant (the admin's reconciliation report, with nothing to report): for every order the
 * gateway's succeeded charges minus refunds = its recorded succeeded payments = its total and its invoice's;
 * no charge without its payment; every coupon spent once; no attempt left open.
 */
export const expectMoneyInvariant = async (deps: Pick<AppDeps, 'db' | 'clock' | 'payments'>) => {
  const { mismatches } = await checkMoney(deps);
  expect(mismatches).toEqual([]);
};
