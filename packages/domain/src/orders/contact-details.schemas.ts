import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { emailField, phoneField, requiredString, text } from '../common/validation.js';
import { CONTACT_NOTES_MAX, CONTACT_SEARCH_MIN_LENGTH } from './release-form.js';

const optionalId = () => z.number().int().positive().nullable().optional();

/** One end of an order (customer-side §5 contacts): name, email and phone required, notes optional. */
export const ContactEndSchema = /*#__PURE__*/ z.object({
  name: requiredString(100),
  email: emailField(),
  phone: phoneField(),
  notes: text({ max: CONTACT_NOTES_MAX, multiline: true }).nullable().optional(),
  /** the saved contact this end was picked from */
  contact_id: optionalId(),
  user_id: optionalId(),
});
export type ContactEndInput = z.input<typeof ContactEndSchema>;

/** The release form must be answered yes or no; the files rule ("yes" needs one) is checked on the server. */
export const ReleaseFormAnswerSchema = /*#__PURE__*/ z.enum(['yes', 'no'], { error: () => Msg.isRequired });
export type ReleaseFormAnswer = z.infer<typeof ReleaseFormAnswerSchema>;

/** POST /new-contact-details/{id}: both ends of the order at once, and the release-form answer. */
export const NewContactDetailsSchema = /*#__PURE__*/ z.object({
  pickup: ContactEndSchema,
  destination: ContactEndSchema,
  release_form: ReleaseFormAnswerSchema,
});
export type NewContactDetailsInput = z.input<typeof NewContactDetailsSchema>;
export type NewContactDetails = z.infer<typeof NewContactDetailsSchema>;

/** POST /contacts: the signed-in user's saved contacts whose name, email or phone contain the keyword. */
export const ContactSearchSchema = /*#__PURE__*/ z.object({
  keyword: text({ max: 100, required: true }).min(CONTACT_SEARCH_MIN_LENGTH + 1, Msg.tooShort),
});
export type ContactSearch = z.infer<typeof ContactSearchSchema>;

/** DELETE /release-form/{id}: one release file of the order, by its id. */
export const ReleaseFileDeleteSchema = /*#__PURE__*/ z.object({ file_id: z.coerce.number().int().positive() });
