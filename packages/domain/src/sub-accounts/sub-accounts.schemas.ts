import { z } from 'zod';
import { PROVINCES } from '../common/provinces.js';
import { emailField, Msg, nameField, phoneField } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { isSubAccountTitle, SUB_ACCOUNTS_SORTS } from './sub-accounts.constants.js';

// Schemas are built in pure calls: a bundle that uses only the constants leaves zod out.

const missing = (v: unknown) => v === undefined || v === null || v === '';
/** a whole number also as the text a form field gives */
const numberFromText = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/**
 * A dealer sub-account's title, 1 to 6 (spec §3); a dealer must choose one (spec §5). A number refined rather
 * than a union of literals, so a form resolver shows "isRequired" for an empty choice, not a branch's error.
 */
export const titleField = () =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (missing(issue.input) ? Msg.isRequired : Msg.invalidChoice) })
      .refine(isSubAccountTitle, Msg.invalidChoice),
  );

/** A dispatcher's provinces: any of the 13, each once, in the canonical order; none is allowed. */
export const provincesField = () =>
  z
    .array(z.enum(PROVINCES, { error: Msg.invalidProvince }), { error: Msg.invalidValue })
    .max(PROVINCES.length * 2, Msg.tooLong)
    .transform((list) => PROVINCES.filter((p) => list.includes(p)));

/** POST /subdealers (spec §5): email required and valid; the dealer must choose a title. */
export const SubDealerInviteInputSchema = /*#__PURE__*/ (() => z.object({ email: emailField(), title: titleField() }))();
export type SubDealerInviteInput = z.input<typeof SubDealerInviteInputSchema>;
export type SubDealerInviteValues = z.output<typeof SubDealerInviteInputSchema>;

/** POST /dispatchers (spec §5): email required and valid; the transport company may choose provinces. */
export const DispatcherInviteInputSchema = /*#__PURE__*/ (() =>
  z.object({ email: emailField(), provinces: provincesField().default([]) }))();
export type DispatcherInviteInput = z.input<typeof DispatcherInviteInputSchema>;
export type DispatcherInviteValues = z.output<typeof DispatcherInviteInputSchema>;

/** PUT /subdealers/{id} by the dealer: the title. */
export const SubDealerTitleInputSchema = /*#__PURE__*/ (() => z.object({ title: titleField() }))();
export type SubDealerTitleInput = z.input<typeof SubDealerTitleInputSchema>;

/** PUT /dispatchers/{id} by the transport company: the provinces. */
export const DispatcherProvincesInputSchema = /*#__PURE__*/ (() => z.object({ provinces: provincesField() }))();
export type DispatcherProvincesInput = z.input<typeof DispatcherProvincesInputSchema>;

/**
 * PUT /dealers/update-subdealer/{id}: the dealer corrects a sub-dealer's title and, when sent, his names and
 * phone (the rules of the personal-info form).
 */
export const SubDealerUpdateInputSchema = /*#__PURE__*/ (() =>
  z.object({
    title: titleField(),
    first_name: nameField().optional(),
    last_name: nameField().optional(),
    phone: phoneField().optional(),
  }))();
export type SubDealerUpdateInput = z.input<typeof SubDealerUpdateInputSchema>;
export type SubDealerUpdateValues = z.output<typeof SubDealerUpdateInputSchema>;

/** GET /dealers/view-subdealers and /transport-companies/view-dispatchers (spec: full_name ascending by default). */
export const SubAccountsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(SUB_ACCOUNTS_SORTS, 'full_name'),
    order_direction: directionField('asc'),
    page: pageField(),
  }))();
export type SubAccountsQuery = z.infer<typeof SubAccountsQuerySchema>;
