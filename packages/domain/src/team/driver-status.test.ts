import { describe, expect, it } from 'vitest';
import { memberStatusName, memberToggleAction } from './driver-status.js';

describe('driver status name (spec §3, §4)', () => {
  it('is email_sent while the invitation is not accepted', () => {
    expect(memberStatusName({ active: true, joined: false })).toBe('email_sent');
  });
  it('is active once the driver has chosen a password', () => {
    expect(memberStatusName({ active: true, joined: true })).toBe('active');
  });
  it('is inactive when the company deactivated the driver, invited or not', () => {
    expect(memberStatusName({ active: false, joined: true })).toBe('inactive');
    expect(memberStatusName({ active: false, joined: false })).toBe('inactive');
  });
  it('offers activate to inactive drivers and deactivate to the others', () => {
    expect(memberToggleAction('inactive')).toBe('activate');
    expect(memberToggleAction('active')).toBe('deactivate');
    expect(memberToggleAction('email_sent')).toBe('deactivate');
  });
});
