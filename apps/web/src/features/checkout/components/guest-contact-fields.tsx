import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { EmailField, PhoneField, TextField } from '../../../components/form';
import type { CheckoutFormValues } from './checkout-form';

/** A guest's name, email and phone at checkout: the booking confirmation is sent there. */
export const GuestContactFields = ({ control }: { control: Control<CheckoutFormValues> }) => {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('guest.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('guest.intro')}
        </Text>
      </div>
      <TextField control={control} name="guest_contact.name" label={t('guest.name')} required autoComplete="name" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EmailField control={control} name="guest_contact.email" label={t('guest.email')} required />
        <PhoneField control={control} name="guest_contact.phone" label={t('guest.phone')} required />
      </SimpleGrid>
    </Stack>
  );
};
