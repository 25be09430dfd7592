import { describe, expect, it } from 'vitest';
import { accountStatus, RejectAccountInputSchema } from './accounts.js';

const errorOf = (reason: unknown) => RejectAccountInputSchema.safeParse({ reason }).error?.issues[0]?.message;

describe('account status is derived from the data', () => {
  it('pending: never approved, never rejected', () => {
    expect(accountStatus({ active: false, rejected_at: null, deactivated_at: null })).toBe('pending');
  });
  it('active, deactivated and rejected', () => {
    expect(accountStatus({ active: true, rejected_at: null, deactivated_at: null })).toBe('active');
    expect(accountStatus({ active: false, rejected_at: null, deactivated_at: '2026-11-01T00:00:00Z' })).toBe('deactivated');
    expect(accountStatus({ active: false, rejected_at: new Date(), deactivated_at: null })).toBe('rejected');
  });
});

describe('rejection reason', () => {
  it('is required, 5 to 500 characters after trimming', () => {
    expect(errorOf(undefined)).toBe('isRequired');
    expect(errorOf('   ')).toBe('isRequired');
    expect(errorOf(' abc ')).toBe('reasonTooShort');
    expect(errorOf('x'.repeat(501))).toBe('reasonTooLong');
    expect(RejectAccountInputSchema.parse({ reason: '  Dealer licence number not found.  ' }).reason).toBe(
      'Dealer licence number not found.',
    );
    expect(RejectAccountInputSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
  });
  it('may span lines but holds no other control character', () => {
    expect(RejectAccountInputSchema.safeParse({ reason: 'Line one\nLine two' }).success).toBe(true);
    expect(errorOf('Bad\u0000reason')).toBe('invalidCharacters');
  });
});
