import { describe, expect, it } from 'vitest';
import { Msg } from '../common/validation.js';
import { CarIssueReportInputSchema, IssueReportInputSchema, isEtaAllowed, withEtaNotBefore } from './issue-reports.schemas.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('issue reports', () => {
  it('a delay needs a reason of the list and a new arrival date, entered as YYYY/MM/DD', () => {
    const ok = IssueReportInputSchema.parse({ type: 'delay', reason: 'driver_sick', new_eta: '2026/11/30' });
    expect(ok).toMatchObject({ type: 'delay', reason: 'driver_sick', new_eta: '2026-11-30' });
    expect(IssueReportInputSchema.parse({ type: 'delay', reason: 'mechanical_issue', new_eta: '2026.12.01' })).toMatchObject({
      new_eta: '2026-12-01',
    });
    expect(errorsOf(IssueReportInputSchema.safeParse({ type: 'delay', reason: 'driver_sick' }))).toEqual({
      new_eta: Msg.isRequired,
    });
    expect(errorsOf(IssueReportInputSchema.safeParse({ type: 'delay', reason: 'driver_sick', new_eta: '2026/02/30' }))).toEqual({
      new_eta: Msg.invalidDate,
    });
    expect(IssueReportInputSchema.safeParse({ type: 'delay', reason: 'flat_tire', new_eta: '2026/11/30' }).success).toBe(false);
  });

  it('the delay reasons are mechanical issue, bad route conditions, driver sick and other', () => {
    for (const reason of ['mechanical_issue', 'bad_route_conditions', 'driver_sick'])
      expect(IssueReportInputSchema.safeParse({ type: 'delay', reason, new_eta: '2026/11/30' }).success).toBe(true);
  });

  it('"other" needs its text, 5 to 150 characters (reason 5 chars)', () => {
    expect(errorsOf(IssueReportInputSchema.safeParse({ type: 'delay', reason: 'other', new_eta: '2026/11/30' }))).toEqual({
      other_reason: Msg.reasonMinLength,
    });
    expect(errorsOf(IssueReportInputSchema.safeParse({ type: 'other', other_reason: 'abcd' }))).toEqual({
      other_reason: Msg.reasonMinLength,
    });
    expect(errorsOf(IssueReportInputSchema.safeParse({ type: 'other', other_reason: 'x'.repeat(151) }))).toEqual({
      other_reason: Msg.tooLong,
    });
    expect(IssueReportInputSchema.parse({ type: 'other', other_reason: ' Gate closed ' })).toEqual({
      type: 'other',
      reason: 'other',
      other_reason: 'Gate closed',
    });
  });

  it('a car pickup problem has its own reasons and may ask for cancellation', () => {
    for (const reason of ['not_free_to_release', 'non_runner', 'missing_keys', 'not_at_location'])
      expect(CarIssueReportInputSchema.safeParse({ type: 'pickup_problem', reason }).success).toBe(true);
    expect(
      CarIssueReportInputSchema.parse({ type: 'pickup_problem', reason: 'missing_keys', cancel_request: true }),
    ).toMatchObject({
      cancel_request: true,
    });
    expect(CarIssueReportInputSchema.safeParse({ type: 'pickup_problem', reason: 'driver_sick' }).success).toBe(false);
    expect(IssueReportInputSchema.safeParse({ type: 'pickup_problem', reason: 'missing_keys' }).success).toBe(false);
  });

  it('the new arrival date is not earlier than yesterday', () => {
    expect(isEtaAllowed('2026-11-20', '2026-11-21')).toBe(true);
    expect(isEtaAllowed('2026-11-19', '2026-11-21')).toBe(false);
    const form = withEtaNotBefore(IssueReportInputSchema, '2026-11-21');
    expect(errorsOf(form.safeParse({ type: 'delay', reason: 'driver_sick', new_eta: '2026/11/19' }))).toEqual({
      new_eta: Msg.startDateTooEarly,
    });
    expect(form.safeParse({ type: 'delay', reason: 'driver_sick', new_eta: '2026/11/20' }).success).toBe(true);
  });
});
