import { useEffect } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/form';
import { useNewsletterFlag } from '../api/check-newsletter';
import type { RegisterControl, RegisterFormValues } from './register-form-model';

/**
 * The dealer's newsletter opt-in: forced on (and locked) when his e-mail or company e-mail is signed up already;
 * otherwise it counts once he opens the confirmation link e-mailed to him (docs/decisions/039).
 */
export const NewsletterOptIn = ({
  control,
  setValue,
}: {
  control: RegisterControl;
  setValue: UseFormSetValue<RegisterFormValues>;
}) => {
  const { t } = useTranslation();
  const [email, companyEmail] = useWatch({ control, name: ['email', 'company_email'] });
  const [ownEmail] = useDebouncedValue(email ?? '', 500);
  const [businessEmail] = useDebouncedValue(companyEmail ?? '', 500);
  const own = useNewsletterFlag(ownEmail);
  const company = useNewsletterFlag(businessEmail);
  const forced = own.data?.has_newsletter_flag === true || company.data?.has_newsletter_flag === true;
  useEffect(() => {
    if (forced) setValue('has_newsletter_flag', true);
  }, [forced, setValue]);
  return (
    <CheckboxField
      control={control}
      name="has_newsletter_flag"
      label={t('auth:register.newsletter')}
      disabled={forced}
      description={forced ? t('auth:register.newsletterAlready') : t('auth:register.newsletterConfirmHint')}
    />
  );
};
