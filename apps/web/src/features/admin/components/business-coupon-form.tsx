import { Button, Group, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_COUPON_KINDS,
  BUSINESS_COUPON_MAX_DOLLARS,
  BUSINESS_COUPON_MAX_PERCENT,
  type BusinessCouponInput,
} from '@routier/domain';
import { DateField, useApiFormErrors, useErrorText } from '../../../components/form';
import { useFormatters } from '../../../components/data-table';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useIssueBusinessCoupon } from '../api/admin-business';

const resolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.BusinessCouponInputSchema));

/** an empty amount field holds '' until a number is typed (the schema answers it) */
const EMPTY = '' as unknown as number;

/** Dollars off one order or a percent off every order of the business, until a day; confirmed before it is issued. */
export const BusinessCouponForm = ({ businessId }: { businessId: number }) => {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const errorText = useErrorText();
  const issue = useIssueBusinessCoupon(businessId);
  useLazyResolver(resolver);
  const form = useForm<BusinessCouponInput>({
    resolver,
    defaultValues: { kind: 'amount', value: EMPTY, expires_on: '' },
  });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['kind', 'value', 'expires_on'] });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const handleSubmit = form.handleSubmit((input) =>
    modals.openConfirmModal({
      title: t('admin:business.couponConfirmTitle'),
      children: (
        <Text size="sm">
          {t(`admin:business.couponConsequence.${input.kind}`, {
            amount: input.kind === 'amount' ? money(input.value) : `${input.value} %`,
            day: date(input.expires_on),
          })}
        </Text>
      ),
      labels: { confirm: t('admin:business.issueCoupon'), cancel: t('common:cancel') },
      onConfirm: () =>
        void issue.mutateAsync(input).then(
          () => form.reset(),
          (error: unknown) => handleApiError(error),
        ),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('admin:business.issueCoupon')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('admin:business.issueCoupon')}
        </Title>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('admin:business.couponKind')}
              data={BUSINESS_COUPON_KINDS.map((value) => ({ value, label: t(`admin:business.couponKinds.${value}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            />
          )}
        />
        <Group align="flex-start" grow>
          <Controller
            control={form.control}
            name="value"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t(`admin:business.couponValue.${kind}`)}
                description={t(`admin:business.couponLimit.${kind}`, {
                  max: kind === 'amount' ? BUSINESS_COUPON_MAX_DOLLARS : BUSINESS_COUPON_MAX_PERCENT,
                })}
                required
                min={0}
                decimalScale={kind === 'amount' ? 2 : 0}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : value === '' ? EMPTY : Number(value))}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <DateField control={form.control} name="expires_on" label={t('admin:business.couponExpires')} required />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={issue.isPending}>
            {t('admin:business.issueCoupon')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
