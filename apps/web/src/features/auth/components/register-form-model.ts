import type { Control, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { registerResolvers } from './form-resolvers';
import type { makeRegisterFormSchema, DealerType, Province, RegisterInput, Role } from '@routier/domain';

type CarrierMethod = 1 | 2 | 3;

/** One flat set of fields for every account type; the schema keeps only those of the chosen role. */
export type RegisterFormValues = {
  role: Role | null;
  type: DealerType | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  password?: string;
  password_confirmation?: string;
  company: string;
  address: string;
  city: string;
  lat?: number;
  lng?: number;
  province: Province | null;
  company_email: string;
  company_phone: string;
  dealer_license: string;
  tax_id: string;
  postal_code: string;
  has_newsletter_flag: boolean;
  shipping_methods: CarrierMethod[];
  terms: boolean;
};
export type RegisterFormOutput = z.output<ReturnType<typeof makeRegisterFormSchema>>;
export type RegisterControl = Control<RegisterFormValues, unknown, RegisterFormOutput>;

/** Fields of the company address, filled together from one address choice. */
export const COMPANY_ADDRESS_FIELDS = ['address', 'city', 'province', 'postal_code', 'lat', 'lng'] as const;

/** The schema with or without passwords, loaded apart from the page (`preload` starts the download). */
export const registerFormResolver = (passwordRequired: boolean) => {
  const resolver = passwordRequired ? registerResolvers.withPassword : registerResolvers.withoutPassword;
  // The schema is a union by role while the form keeps a flat record, hence the cast.
  return Object.assign(resolver as unknown as Resolver<RegisterFormValues, unknown, RegisterFormOutput>, {
    preload: resolver.preload,
  });
};

export const registerDefaults = (options: {
  role: Role | null;
  email?: string;
  first_name?: string | null;
  last_name?: string | null;
  passwordRequired: boolean;
}): RegisterFormValues => ({
  role: options.role,
  type: null,
  email: options.email ?? '',
  first_name: options.first_name ?? '',
  last_name: options.last_name ?? '',
  phone: '',
  ...(options.passwordRequired ? { password: '', password_confirmation: '' } : {}),
  company: '',
  address: '',
  city: '',
  lat: undefined,
  lng: undefined,
  province: null,
  company_email: '',
  company_phone: '',
  dealer_license: '',
  tax_id: '',
  postal_code: '',
  has_newsletter_flag: false,
  shipping_methods: [],
  terms: false,
});

/** The POST /auth/register payload: the validated values without the terms box and empty passwords. */
export const toRegisterInput = (values: RegisterFormOutput): RegisterInput => {
  const { terms: _terms, ...input } = values;
  if (!input.password) {
    delete input.password;
    delete input.password_confirmation;
  }
  return input;
};
