import { describe, expect, it } from 'vitest';
import { Role } from '../users/roles.js';
import {
  DispatcherInviteInputSchema,
  DispatcherProvincesInputSchema,
  SubAccountsQuerySchema,
  SubDealerInviteInputSchema,
  SubDealerUpdateInputSchema,
} from './sub-accounts.schemas.js';
import { subAccountActions, subAccountKindOf, subAccountSignInBlocked } from './sub-accounts.constants.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sub-dealer invite (spec §5: email required and valid; dealers must choose a title)', () => {
  it('requires an email and a title', () => {
    expect(errorsOf(SubDealerInviteInputSchema.safeParse({}))).toEqual({ email: 'isRequired', title: 'isRequired' });
    expect(errorsOf(SubDealerInviteInputSchema.safeParse({ email: 'a@b.ca', title: '' }))).toEqual({ title: 'isRequired' });
  });
  it('refuses an invalid email and a title outside 1–6', () => {
    expect(errorsOf(SubDealerInviteInputSchema.safeParse({ email: 'nobody@nowhere', title: 7 }))).toEqual({
      email: 'invalidEmail',
      title: 'invalidChoice',
    });
    expect(errorsOf(SubDealerInviteInputSchema.safeParse({ email: 'a@b.ca', title: 2.5 }))).toEqual({ title: 'invalidChoice' });
  });
  it('takes the title as a number or the text of a select, and the email in lower case', () => {
    expect(SubDealerInviteInputSchema.parse({ email: ' Sales@Maple.CA ', title: '3' })).toEqual({
      email: 'sales@maple.ca',
      title: 3,
    });
  });
});

describe('dispatcher invite (spec §5: transport companies may choose provinces)', () => {
  it('needs only a valid email; provinces default to none', () => {
    expect(DispatcherInviteInputSchema.parse({ email: 'd@haul.ca' })).toEqual({ email: 'd@haul.ca', provinces: [] });
    expect(errorsOf(DispatcherInviteInputSchema.safeParse({ provinces: [] }))).toEqual({ email: 'isRequired' });
  });
  it('keeps each known province once, in the canonical order', () => {
    expect(DispatcherInviteInputSchema.parse({ email: 'd@haul.ca', provinces: ['QC', 'ON', 'QC'] }).provinces).toEqual([
      'ON',
      'QC',
    ]);
  });
  it('refuses an unknown province', () => {
    expect(errorsOf(DispatcherProvincesInputSchema.safeParse({ provinces: ['ON', 'XX'] }))).toEqual({
      'provinces.1': 'invalidProvince',
    });
    expect(errorsOf(DispatcherProvincesInputSchema.safeParse({ provinces: 'ON' }))).toEqual({ provinces: 'invalidValue' });
  });
});

describe('sub-dealer update by the dealer', () => {
  it('needs a title; names and phone are checked when sent', () => {
    expect(SubDealerUpdateInputSchema.parse({ title: 4 })).toEqual({ title: 4 });
    expect(SubDealerUpdateInputSchema.parse({ title: 4, phone: '(416) 555-0199' }).phone).toBe('416-555-0199');
    expect(errorsOf(SubDealerUpdateInputSchema.safeParse({ title: 4, first_name: '  ', phone: '12' }))).toEqual({
      first_name: 'nameNotEmpty',
      phone: 'invalidPhone',
    });
  });
});

describe('sub-accounts list (spec: full_name ascending by default, order_by, order_direction, page)', () => {
  it('defaults to full_name ascending, page 1', () => {
    expect(SubAccountsQuerySchema.parse({})).toEqual({ order_by: 'full_name', order_direction: 'asc', page: 1 });
  });
  it('refuses a sort outside the allow-list', () => {
    expect(errorsOf(SubAccountsQuerySchema.safeParse({ order_by: 'password_hash' }))).toEqual({ order_by: 'invalidChoice' });
  });
});

describe('sub-account rules (spec §4)', () => {
  it('an inactive row offers activate, others deactivate, every row remove; a removed row restore', () => {
    expect(subAccountActions({ status_name: 'inactive', deleted_at: null })).toEqual(['activate', 'delete']);
    expect(subAccountActions({ status_name: 'email_sent', deleted_at: null })).toEqual(['deactivate', 'delete']);
    expect(subAccountActions({ status_name: 'active', deleted_at: null })).toEqual(['deactivate', 'delete']);
    expect(subAccountActions({ status_name: 'active', deleted_at: '2026-01-01T00:00:00Z' })).toEqual(['restore']);
  });
  it('dealers manage sub-dealers, transport companies dispatchers, nobody else any', () => {
    expect(subAccountKindOf(Role.Dealer)).toBe('subdealers');
    expect(subAccountKindOf(Role.TransportCompany)).toBe('dispatchers');
    for (const role of [Role.SubDealer, Role.Dispatcher, Role.Driver, Role.PrivateUser, Role.Admin, null]) {
      expect(subAccountKindOf(role)).toBeNull();
    }
  });
  it('a deactivated sub-dealer or dispatcher cannot sign in; a deactivated driver or dealer still can', () => {
    expect(subAccountSignInBlocked({ role: Role.SubDealer, active: false, deactivated: true })).toBe(true);
    expect(subAccountSignInBlocked({ role: Role.Dispatcher, active: false, deactivated: true })).toBe(true);
    expect(subAccountSignInBlocked({ role: Role.SubDealer, active: true, deactivated: false })).toBe(false);
    expect(subAccountSignInBlocked({ role: Role.Driver, active: false, deactivated: true })).toBe(false);
    expect(subAccountSignInBlocked({ role: Role.Dealer, active: false, deactivated: true })).toBe(false);
  });
});
