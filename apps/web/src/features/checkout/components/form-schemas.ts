import { z } from 'zod';
import {
  cardProblem,
  cardErrorField,
  emailField,
  Msg,
  nameField,
  phoneField,
  type Place,
  postalCodeField,
  requiredString,
} from '@routier/domain';

// Loaded apart from the page (see form-resolvers.ts): zod and the schemas are not part of the first download.

const consent = z.literal(true, { error: 'mustAgree' });
const CARD_FIELDS = { number: 'card_number', expiry: 'card_expiry', cvc: 'card_cvc', global: 'card_number' } as const;

const businessSchema = z.object({
  name: nameField(),
  // The address picker only gives places with coordinates; one must be chosen.
  place: z.custom<Place | null>().refine((p) => p !== null && p !== undefined, Msg.addressNeedsCoordinates),
  zip_code: postalCodeField(),
  phone: phoneField(),
  email: emailField(),
  dealer_license: requiredString(100),
  tax_id: requiredString(100),
});

/**
 * The confirm step (spec §5): both consents for card and invoice; a new card needs its holder, number,
 * expiry and cvc (checked here for the sandbox, by Stripe.js with Stripe; tokenized in the browser either way); unfilled business details when the business has none.
 */
const guestContactSchema = z.object({ name: nameField(), email: emailField(), phone: phoneField() });

export const checkoutFormSchema = (needsBusiness: boolean, checkCard: boolean, now: Date, guest = false) =>
  z
    .object({
      paid_with_card: z.boolean(),
      agree_with_terms: consent,
      dry_run_fee_terms: consent,
      card_choice: z.string(),
      coupon_id: z.number().nullable(),
      franchise_location_id: z.number().nullable(),
      save_card: z.boolean(),
      cardholder_name: z.string(),
      card_number: z.string(),
      card_expiry: z.string(),
      card_cvc: z.string(),
      business: needsBusiness ? businessSchema : z.unknown(),
      /** a guest's name, email and phone: the confirmation goes there */
      guest_contact: guest ? guestContactSchema : z.unknown(),
    })
    .superRefine((v, ctx) => {
      if (!v.paid_with_card || v.card_choice !== 'new') return;
      if (!v.cardholder_name.trim()) ctx.addIssue({ code: 'custom', path: ['cardholder_name'], message: Msg.isRequired });
      // With Stripe, the card's own fields are Stripe's (checked when it makes the token).
      if (!checkCard) return;
      const problem = cardProblem({ number: v.card_number, expiry: v.card_expiry, cvc: v.card_cvc }, now);
      if (problem) ctx.addIssue({ code: 'custom', path: [CARD_FIELDS[cardErrorField(problem)]], message: problem });
    });
