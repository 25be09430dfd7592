import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DealerType, DEALER_TYPE_KEYS, ROLE_KEYS, Role, SELF_REGISTER_ROLES, type AuthResponse } from '@routier/domain';
import { CheckboxField, FormErrorSummary, SelectField, TextField, useApiFormErrors } from '../../../components/form';
import { TermsConsentLabel } from '../../../components/layouts/legal-links';
import { paths } from '../../../config/paths';
import { useRegister } from '../api/register';
import { useLanguage } from '../hooks/use-language';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { AccountFields } from './account-fields';
import { CarrierFields } from './carrier-fields';
import { DealerFields } from './dealer-fields';
import { PasswordFields } from './password-fields';
import {
  registerDefaults,
  registerFormResolver,
  toRegisterInput,
  type RegisterFormOutput,
  type RegisterFormValues,
} from './register-form-model';

export type RegisterFormProps = {
  initialRole: Role | null;
  /** set after a Google/Apple sign-in: the e-mail is fixed and no password is asked */
  socialUser?: { email: string; first_name: string | null; last_name: string | null } | null;
  onRegistered: (response: AuthResponse) => void | Promise<void>;
};

const FIELDS = Object.keys(registerDefaults({ role: null, passwordRequired: true }));

/** Registration for dealers, transport companies and private users; the fields follow the account type. */
export const RegisterForm = ({ initialRole, socialUser, onRegistered }: RegisterFormProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const register = useRegister();
  const passwordRequired = !socialUser;
  const resolver = registerFormResolver(passwordRequired);
  useLazyResolver(resolver);
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver,
    defaultValues: registerDefaults({ role: initialRole, passwordRequired, ...socialUser }),
  });
  const { control } = form;
  const role = useWatch({ control, name: 'role' });
  const handleApiError = useApiFormErrors(form.setError, { fields: FIELDS });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onRegistered(await register.mutateAsync({ input: toRegisterInput(values), lang }));
    } catch (error) {
      handleApiError(error);
    }
  });
  const roleOptions = SELF_REGISTER_ROLES.map((value) => ({ value, label: t(`users:role.${ROLE_KEYS[value]}`) }));
  const dealerTypeOptions = [DealerType.Independent, DealerType.Franchise].map((value) => ({
    value,
    label: t(`users:dealerType.${DEALER_TYPE_KEYS[value]}`),
  }));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormErrorSummary errors={form.formState.errors} />
        <SelectField
          control={control}
          name="role"
          options={roleOptions}
          label={t('auth:register.accountType')}
          placeholder={t('auth:register.accountTypePlaceholder')}
          onValueChange={() => form.clearErrors()}
          required
        />
        {role === Role.Dealer && (
          <SelectField control={control} name="type" options={dealerTypeOptions} label={t('auth:register.dealerType')} required />
        )}
        <Divider label={t('auth:register.aboutYou')} labelPosition="left" />
        <AccountFields control={control} emailReadOnly={!passwordRequired} />
        {role === Role.Dealer && (
          <>
            <Divider label={t('auth:register.aboutCompany')} labelPosition="left" />
            <DealerFields control={control} setValue={form.setValue} />
          </>
        )}
        {role === Role.TransportCompany && <CarrierFields control={control} />}
        {role === Role.PrivateUser && (
          <TextField
            control={control}
            name="postal_code"
            label={t('auth:register.postalCode')}
            autoComplete="postal-code"
            required
          />
        )}
        {passwordRequired && (
          <>
            <Divider label={t('auth:register.passwordSection')} labelPosition="left" />
            <PasswordFields control={control} />
          </>
        )}
        <CheckboxField control={control} name="terms" label={<TermsConsentLabel />} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth:register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth:register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login}>
            {t('auth:register.login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
};
