import { describe, expect, it } from 'vitest';
import { Msg } from '../common/messages.js';
import { OrderStatus as S } from '../orders/enums.js';
import {
  adminOrderActions,
  adminRejectRefusal,
  AssignCarrierInputSchema,
  assignCarrierRefusal,
  carrierPayRefusal,
  removeCarrierRefusal,
  CancelOrderInputSchema,
  ChangeDueDateInputSchema,
  HoldOrderInputSchema,
  RejectOrderInputSchema,
} from './order-actions.js';

const facts = (status: S, over = {}) => ({ status, carrierAssigned: false, paidWithCard: false, ...over });
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe("the operator's actions an order's status allows", () => {
  it('follows the lifecycle: reject, hold, cancel and assign an open active order; release or cancel a held one; nothing on a finished one', () => {
    expect(adminOrderActions(facts(S.Active))).toEqual(['reject', 'hold', 'cancel', 'due_date', 'assign_carrier']);
    expect(adminOrderActions(facts(S.Quotes))).toEqual(['reject']);
    expect(adminOrderActions(facts(S.Hold))).toEqual(['release', 'cancel', 'due_date']);
    expect(adminOrderActions(facts(S.InProgress))).toEqual(['cancel', 'due_date']);
    expect(adminOrderActions(facts(S.Completed))).toEqual([]);
    expect(adminOrderActions(facts(S.Draft))).toEqual([]);
  });

  it('does not reject a card-paid order or a job a carrier holds: they are cancelled instead', () => {
    expect(adminRejectRefusal(facts(S.Active, { paidWithCard: true }))).toBe('order.reject_paid');
    expect(adminRejectRefusal(facts(S.Active, { carrierAssigned: true }))).toBe('order.reject_carrier_assigned');
    expect(adminOrderActions(facts(S.Active, { paidWithCard: true }))).toEqual(['hold', 'cancel', 'due_date', 'assign_carrier']);
    expect(adminRejectRefusal(facts(S.Cancelled))).toBe('order.transition_not_allowed');
  });
});

describe("the operator and an order's carrier", () => {
  it('removes a carrier only through the release of the job, before any car is picked up', () => {
    const carried = (status: S, pickedUp = false) => facts(status, { carrierAssigned: true, pickedUp });
    expect(removeCarrierRefusal(carried(S.Active))).toBeNull();
    expect(removeCarrierRefusal(carried(S.InProgress))).toBeNull();
    expect(removeCarrierRefusal(carried(S.Delayed))).toBeNull();
    expect(removeCarrierRefusal(carried(S.InProgress, true))).toBe('order.cars_picked_up');
    expect(removeCarrierRefusal(carried(S.Hold))).toBe('order.transition_not_allowed');
    expect(removeCarrierRefusal(carried(S.Completed))).toBe('order.transition_not_allowed');
    expect(removeCarrierRefusal(facts(S.Active))).toBe('order.no_carrier');
    expect(adminOrderActions(carried(S.Active))).toEqual(['hold', 'cancel', 'due_date', 'remove_carrier']);
  });

  it('assigns only an open offer: booked (or delayed) and held by nobody', () => {
    expect(assignCarrierRefusal(facts(S.Active))).toBeNull();
    expect(assignCarrierRefusal(facts(S.Delayed))).toBeNull();
    expect(assignCarrierRefusal(facts(S.Active, { carrierAssigned: true }))).toBe('order.carrier_already_assigned');
    expect(assignCarrierRefusal(facts(S.Hold))).toBe('order.transition_not_allowed');
    expect(assignCarrierRefusal(facts(S.Draft))).toBe('order.transition_not_allowed');
  });

  it("pays a carrier more than nothing and no more than the customer's price before tax", () => {
    expect(carrierPayRefusal(80_000, 80_000)).toBeNull();
    expect(carrierPayRefusal(1, 80_000)).toBeNull();
    expect(carrierPayRefusal(80_001, 80_000)).toBe('payAbovePrice');
    expect(carrierPayRefusal(0, 80_000)).toBe(Msg.outOfRange);
    expect(carrierPayRefusal(500, null)).toBe('payAbovePrice');
    expect(AssignCarrierInputSchema.parse({ business_id: 4, carrier_pay: 650.5 })).toEqual({
      business_id: 4,
      carrier_pay: 650.5,
    });
    expect(messages(AssignCarrierInputSchema.safeParse({ business_id: 4, carrier_pay: -3 }))).toEqual([Msg.outOfRange]);
    expect(messages(AssignCarrierInputSchema.safeParse({ business_id: 4, carrier_pay: 1.005 }))).toEqual([Msg.invalidValue]);
  });
});

describe("the operator's action bodies", () => {
  it('a comment or reason is required, 5 to 1000 characters, on the shared text schema', () => {
    expect(messages(RejectOrderInputSchema.safeParse({ comment: '  ' }))).toEqual([Msg.isRequired]);
    expect(messages(RejectOrderInputSchema.safeParse({ comment: 'abcd' }))).toEqual([Msg.tooShort]);
    expect(messages(HoldOrderInputSchema.safeParse({ reason: 'x'.repeat(1001) }))).toEqual([Msg.tooLong]);
    expect(messages(HoldOrderInputSchema.safeParse({ reason: 'bad\u0000text' }))).toEqual([Msg.invalidCharacters]);
    expect(RejectOrderInputSchema.parse({ comment: ' Fix the VIN.\nThanks ' })).toEqual({ comment: 'Fix the VIN.\nThanks' });
  });

  it('a refund is cents-exact and not negative; a due date is a real day', () => {
    expect(CancelOrderInputSchema.parse({})).toEqual({});
    expect(CancelOrderInputSchema.parse({ refund: 12.34 })).toEqual({ refund: 12.34 });
    expect(messages(CancelOrderInputSchema.safeParse({ refund: -1 }))).toEqual([Msg.outOfRange]);
    expect(messages(CancelOrderInputSchema.safeParse({ refund: 1.234 }))).toEqual([Msg.invalidValue]);
    expect(ChangeDueDateInputSchema.parse({ due_date: '2026/12/02' })).toEqual({ due_date: '2026-12-02' });
    expect(ChangeDueDateInputSchema.safeParse({ due_date: '2026-02-30' }).success).toBe(false);
  });
});
