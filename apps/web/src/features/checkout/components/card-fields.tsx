import { Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control } from 'react-hook-form';
import { ACCEPTED_BRANDS, cardBrand, digitsOnly } from '@routier/domain';
import { TextField } from '../../../components/form';
import type { CheckoutFormValues } from './checkout-form';

const groupDigits = (v: string) =>
  digitsOnly(v)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (v: string) => {
  const d = digitsOnly(v).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/**
 * A new card: holder, number (its brand shown as typed), expiry and cvc. The number never leaves the browser:
 * the step turns it into the payment provider's token before sending.
 */
export const CardFields = ({ control }: { control: Control<CheckoutFormValues> }) => {
  const { t } = useTranslation('checkout');
  const number = useWatch({ control, name: 'card_number' }) ?? '';
  const brand = cardBrand(number);
  const known = number.length >= 2 && brand !== 'unknown';
  return (
    <Stack gap="sm">
      <TextField control={control} name="cardholder_name" label={t('card.holder')} autoComplete="cc-name" required />
      <TextField
        control={control}
        name="card_number"
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        onInput={(e) => {
          e.currentTarget.value = groupDigits(e.currentTarget.value);
        }}
        rightSectionWidth={110}
        rightSection={
          known ? (
            <Badge variant="light" color={ACCEPTED_BRANDS.includes(brand) ? 'blue' : 'red'}>
              {t(`card.brand.${brand}`)}
            </Badge>
          ) : null
        }
      />
      <SimpleGrid cols={2}>
        <TextField
          control={control}
          name="card_expiry"
          label={t('card.expiry')}
          placeholder={t('card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          onInput={(e) => {
            e.currentTarget.value = formatExpiry(e.currentTarget.value);
          }}
        />
        <TextField
          control={control}
          name="card_cvc"
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </SimpleGrid>
      <Group gap={6}>
        {ACCEPTED_BRANDS.map((b) => (
          <Badge key={b} variant="default" size="sm">
            {t(`card.brand.${b}`)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
};
