import { describe, expect, it } from 'vitest';
import { OrderStatus } from './enums.js';
import { canEditOrderDetails, wizardRedirect, wizardStartStep } from './wizard-route.js';

const o = (over: Partial<Parameters<typeof wizardRedirect>[0]> = {}) => ({
  id: 7,
  status: OrderStatus.Draft as OrderStatus,
  current_step: 2 as number | null,
  is_auto_dispatch: false,
  is_rejected: false,
  ...over,
});

describe('wizard redirects', () => {
  it('keeps drafts, quotes and rejected orders in the wizard', () => {
    expect(wizardRedirect(o())).toBeNull();
    expect(wizardRedirect(o({ status: OrderStatus.Quotes, current_step: 3 }))).toBeNull();
    expect(wizardRedirect(o({ status: OrderStatus.Active, is_rejected: true }))).toBeNull();
  });
  it('sends a booked order without a current step to its page, and keeps a draft without one', () => {
    expect(wizardRedirect(o({ status: OrderStatus.Active, current_step: null }))).toBe('/my-orders/7');
    expect(wizardRedirect(o({ current_step: null }))).toBeNull();
  });
  it('sends auto-dispatch orders where their my-orders row does', () => {
    expect(wizardRedirect(o({ is_auto_dispatch: true, status: OrderStatus.AutoDispatchPending }))).toBe(
      '/auto-dispatch/quotes/7',
    );
    expect(wizardRedirect(o({ is_auto_dispatch: true, current_step: 4 }))).toBe('/auto-dispatch/details/7');
    expect(wizardRedirect(o({ is_auto_dispatch: true, current_step: 2 }))).toBe('/auto-dispatch/7');
    expect(wizardRedirect(o({ is_auto_dispatch: true, status: OrderStatus.Active, current_step: 6 }))).toBe('/my-orders/7');
  });
  it('sends booked orders to their page, except right after booking (completed step)', () => {
    expect(wizardRedirect(o({ status: OrderStatus.Active, current_step: 5 }))).toBe('/my-orders/7');
    expect(wizardRedirect(o({ status: OrderStatus.Active, current_step: 6 }))).toBeNull();
  });
  it('opens at the server step minus one, within the six steps', () => {
    expect(wizardStartStep(2)).toBe(1);
    expect(wizardStartStep(6)).toBe(5);
    expect(wizardStartStep(9)).toBe(5);
    expect(wizardStartStep(null)).toBe(0);
  });
});

describe('canEditOrderDetails', () => {
  const base = { status: OrderStatus.Draft as OrderStatus, is_rejected: false, is_created_by_admin: false, is_editable: true };
  it('lets the customer change his own drafts and orders sent back for edits only', () => {
    expect(canEditOrderDetails(base)).toBe(true);
    expect(canEditOrderDetails({ ...base, is_created_by_admin: true })).toBe(false);
    expect(canEditOrderDetails({ ...base, status: OrderStatus.Quotes })).toBe(false);
    expect(canEditOrderDetails({ ...base, status: OrderStatus.Active, is_rejected: true })).toBe(true);
  });
});
