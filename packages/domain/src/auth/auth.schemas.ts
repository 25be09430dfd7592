import { z } from 'zod';
import { DealerType } from '../users/enums.js';
import { Role } from '../users/roles.js';
import { PROVINCES } from '../common/provinces.js';
import {
  Msg,
  PASSWORD_MIN_LENGTH,
  emailField,
  nameField,
  passwordField,
  phoneField,
  postalCodeField,
  requiredString,
  text,
  withPasswordConfirmation,
} from '../common/validation.js';

export const LoginInputSchema = z.object({
  email: emailField(),
  password: text({ max: 200, required: true, trim: false }),
  from: z.literal('web').optional(),
  lang: z.enum(['en', 'fr']).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const ShippingMethodsSchema = z
  .array(z.union([z.literal(1), z.literal(2), z.literal(3)]), { error: Msg.oneOptionRequired })
  .min(1, Msg.oneOptionRequired)
  .refine((v) => new Set(v).size === v.length, Msg.invalidChoice);

const coordinate = (min: number, max: number) => z.number({ error: Msg.addressNeedsCoordinates }).min(min).max(max);

const personFields = {
  email: emailField(),
  first_name: nameField(),
  last_name: nameField(),
  phone: phoneField(),
};
/** Password may be omitted only when completing a registration begun by a social sign-in. */
const passwordFields = {
  password: passwordField().optional(),
  password_confirmation: text({ max: 200, trim: false }).optional(),
};

export const DealerRegisterSchema = z.object({
  role: z.literal(Role.Dealer),
  type: z.union(
    [z.literal(DealerType.Independent, { error: Msg.isRequired }), z.literal(DealerType.Franchise, { error: Msg.isRequired })],
    { error: Msg.isRequired },
  ),
  ...personFields,
  ...passwordFields,
  company: nameField(),
  address: requiredString(255),
  city: requiredString(120),
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  province: z.enum(PROVINCES, { error: Msg.invalidProvince }),
  company_email: emailField(),
  company_phone: phoneField(),
  dealer_license: requiredString(100),
  tax_id: requiredString(100),
  postal_code: postalCodeField(),
  has_newsletter_flag: z.boolean().optional().default(false),
});

export const TransportCompanyRegisterSchema = z.object({
  role: z.literal(Role.TransportCompany),
  ...personFields,
  ...passwordFields,
  shipping_methods: ShippingMethodsSchema,
});

export const PrivateUserRegisterSchema = z.object({
  role: z.literal(Role.PrivateUser),
  ...personFields,
  ...passwordFields,
  postal_code: postalCodeField(),
});

const passwordRules = (
  v: { password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
  passwordRequired: boolean,
) => {
  if (v.password === undefined || v.password === '') {
    if (passwordRequired) ctx.addIssue({ code: 'custom', message: Msg.isRequired, path: ['password'] });
    return;
  }
  if (!v.password_confirmation) ctx.addIssue({ code: 'custom', message: Msg.isRequired, path: ['password_confirmation'] });
  else if (v.password !== v.password_confirmation)
    ctx.addIssue({ code: 'custom', message: Msg.passDidntMatch, path: ['password_confirmation'] });
};

const registerUnion = z.discriminatedUnion(
  'role',
  [DealerRegisterSchema, TransportCompanyRegisterSchema, PrivateUserRegisterSchema],
  { error: Msg.isRequired },
);

/** What POST /auth/register accepts. Password is required unless the caller is a signed-in, role-less (social) user. */
export const makeRegisterInputSchema = (passwordRequired: boolean) =>
  registerUnion.superRefine((v, ctx) => passwordRules(v, ctx, passwordRequired));
export const RegisterInputSchema = makeRegisterInputSchema(true);
export type RegisterInput = z.infer<typeof registerUnion>;

/**
 * What POST /transport-companies accepts (decision 057): a transport company's registration, the role implied.
 * Same fields and rules as POST /auth/register for role 5; the password is required.
 */
export const TransportCompanyRegisterInputSchema = TransportCompanyRegisterSchema.extend({
  role: z.literal(Role.TransportCompany).optional().default(Role.TransportCompany),
}).superRefine((v, ctx) => passwordRules(v, ctx, true));
export type TransportCompanyRegisterInput = z.infer<typeof TransportCompanyRegisterInputSchema>;

/**
 * The register form adds the terms checkbox to the API payload, and flags every empty required field
 * on the first submit: the person fields before an account type is chosen, and the password rules
 * (confirmation included) whatever else is wrong.
 */
export const makeRegisterFormSchema = (passwordRequired: boolean) =>
  z.intersection(
    z.intersection(registerUnion, z.object({ ...personFields, terms: z.literal(true, { error: Msg.acceptTerms }) })),
    z.object({ password: z.string().optional(), password_confirmation: z.string().optional() }).superRefine((v, ctx) => {
      passwordRules(v, ctx, passwordRequired);
      if (passwordRequired && !v.password && !v.password_confirmation)
        ctx.addIssue({ code: 'custom', message: Msg.isRequired, path: ['password_confirmation'] });
    }),
  );

export const ForgotPasswordInputSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

const newPassword = z.object({
  password: passwordField(),
  password_confirmation: text({ max: 200, required: true, trim: false }).min(PASSWORD_MIN_LENGTH, Msg.passMinLength),
});

export const ResetPasswordInputSchema = withPasswordConfirmation(
  newPassword.extend({ token: requiredString(200), email: emailField() }),
);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const SetPasswordInputSchema = withPasswordConfirmation(newPassword.extend({ from: z.literal('web').optional() }));
export type SetPasswordInput = z.infer<typeof SetPasswordInputSchema>;

/** Password change from the settings page: the current password, then the new one (same rules as set). */
export const ChangePasswordInputSchema = withPasswordConfirmation(
  newPassword.extend({ current_password: text({ max: 200, required: true, trim: false }) }),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const TokenLoginInputSchema = z.object({ token: requiredString(200) });
/** Google and Apple ID tokens are JWTs of a few kilobytes. */
export const SocialLoginInputSchema = z.object({ token: requiredString(8192) });

/** Auth-specific 422 message keys (translated in the web's "validation" namespace). */
export const AuthMsg = {
  /** completing a social sign-in registration with an email other than the signed-in account's */
  emailMismatch: 'emailMismatch',
} as const;
