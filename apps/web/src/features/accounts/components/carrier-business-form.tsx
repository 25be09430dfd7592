import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import {
  CARRIER_DELIVERY_TYPES,
  DELIVERY_TYPE_KEYS,
  maskCvor,
  PROVINCES,
  type AccountBusinessDetails,
  type CarrierBusinessFormValues,
  type Place,
} from '@routier/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../../../components/address-autocomplete';
import {
  CheckboxGroupField,
  EmailField,
  FormErrorSummary,
  PhoneField,
  TextField,
  useApiFormErrors,
} from '../../../components/form';
import { paths } from '../../../config/paths';
import { useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveBusinessDetails } from '../api/save-business-details';
import { MaskedField, MoneyField, MultiChoiceField } from './account-fields';
import { businessPlace, placeParts } from './business-place';
import { carrierBusinessResolver } from './form-resolvers';

const FIELDS = [
  'name',
  'place',
  'email',
  'phone',
  'cvor',
  'usdot',
  'iccmc',
  'insurance_company_name',
  'policy_number',
  'general_liability',
  'cargo_insurance',
  'provinces',
  'shipping_methods',
] as const;
const ADDRESS_KEYS = ['address', 'lat', 'lng', 'province', 'city', 'zip_code'];
const upper = (v: string) => v.toUpperCase();

/** Spec §5, transport company: company, address, CVOR, USDOT, ICC/MC, insurance, service regions, delivery types. */
export const CarrierBusinessForm = ({ business, disabled }: { business: AccountBusinessDetails; disabled: boolean }) => {
  const { t } = useTranslation();
  const save = useSaveBusinessDetails(business.id);
  useLazyResolver(carrierBusinessResolver);
  const form = useForm<CarrierBusinessFormValues>({
    resolver: carrierBusinessResolver,
    defaultValues: {
      name: business.name ?? '',
      place: businessPlace(business),
      email: business.email ?? '',
      phone: business.phone ?? '',
      cvor: business.cvor ?? '',
      usdot: business.usdot ?? '',
      iccmc: business.iccmc ?? '',
      insurance_company_name: business.insurance_company_name ?? '',
      policy_number: business.policy_number ?? '',
      general_liability: business.general_liability ?? '',
      cargo_insurance: business.cargo_insurance ?? '',
      provinces: business.provinces as CarrierBusinessFormValues['provinces'],
      shipping_methods: business.shipping_methods as CarrierBusinessFormValues['shipping_methods'],
    },
  });
  const setError = form.setError;
  const handleApiError = useApiFormErrors<CarrierBusinessFormValues>(
    (key, error, options) => setError((ADDRESS_KEYS.includes(key) ? 'place' : key) as typeof key, error, options),
    { fields: [...FIELDS, ...ADDRESS_KEYS] },
  );
  const handleSubmit = form.handleSubmit(async (v) => {
    try {
      const chosen = v.place as Place;
      await save.mutateAsync({
        ...v,
        place: undefined,
        phone: v.phone || undefined,
        ...placeParts(chosen),
        zip_code: chosen.zip_code ?? undefined,
      });
      notifications.show({ color: 'green', message: t('accounts:business.saved') });
    } catch (error) {
      handleApiError(error);
    }
  });
  const c = form.control;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('accounts:business.title')}>
      <Stack gap="md">
        <FormErrorSummary errors={form.formState.errors} />
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <TextField control={c} name="name" label={t('accounts:business.companyName')} required />
            <AddressField control={c} name="place" label={t('accounts:business.address')} required disabled={disabled} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <EmailField control={c} name="email" label={t('accounts:business.email')} required />
              <PhoneField control={c} name="phone" label={t('accounts:business.phone')} />
              <MaskedField
                control={c}
                name="cvor"
                label={t('accounts:business.cvor')}
                format={maskCvor}
                placeholder="###-###-###"
                required
                inputMode="numeric"
              />
              <TextField control={c} name="usdot" label={t('accounts:business.usdot')} required />
              <TextField control={c} name="iccmc" label={t('accounts:business.iccmc')} required />
            </SimpleGrid>
            <Title order={2} size="h4" mt="sm">
              {t('accounts:business.insuranceTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('accounts:business.insuranceHint')}{' '}
              <Anchor component={Link} to={paths.insurance} size="sm" underline="always">
                {t('accounts:business.insuranceLink')}
              </Anchor>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextField control={c} name="insurance_company_name" label={t('accounts:business.insuranceCompany')} required />
              <MaskedField control={c} name="policy_number" label={t('accounts:business.policyNumber')} format={upper} required />
              <MoneyField control={c} name="general_liability" label={t('accounts:business.generalLiability')} required />
              <MoneyField control={c} name="cargo_insurance" label={t('accounts:business.cargoInsurance')} required />
            </SimpleGrid>
            <Title order={2} size="h4" mt="sm">
              {t('accounts:business.serviceTitle')}
            </Title>
            <MultiChoiceField
              control={c}
              name="provinces"
              label={t('accounts:business.regions')}
              options={PROVINCES.map((p) => ({ value: p, label: t(`accounts:provinces.${p}`) }))}
              required
            />
            <CheckboxGroupField
              control={c}
              name="shipping_methods"
              label={t('accounts:business.deliveryTypes')}
              options={CARRIER_DELIVERY_TYPES.map((m) => ({
                value: m,
                label: t(`accounts:deliveryTypes.${DELIVERY_TYPE_KEYS[m]}`),
              }))}
              withAsterisk
            />
          </Stack>
        </fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={disabled}>
            {t('common:saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
