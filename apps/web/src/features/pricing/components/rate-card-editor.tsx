import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table/list-error';
import { errorMessage, notifyOnce } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { usePreviewRateCard, useRateCard, useSaveRateCard, type VersionedRateCard } from '../api/rate-card';
import { NumberCell } from './number-cell';
import { CAR_TYPES, METHODS, PERCENT_FIELDS, TIERS, toCard, toForm, type RateCardForm } from './rate-card-form';
import { RateCardPreviewTable } from './rate-card-preview-table';

/** The admin's rate card form (dollars and percents) with a preview of its effect on sample routes. */
const RateCardFormView = ({ card }: { card: VersionedRateCard }) => {
  const { t } = useTranslation('pricing');
  const { control, handleSubmit, reset } = useForm<RateCardForm>({ defaultValues: toForm(card) });
  const save = useSaveRateCard();
  const preview = usePreviewRateCard();
  const handlePreview = (v: RateCardForm) =>
    preview.mutate(toCard(v), {
      onError: (e) =>
        notifyOnce({
          color: 'red',
          title: t('common:error'),
          message: e instanceof ApiError && e.status === 409 ? t('rateCard.changed') : errorMessage(e),
        }),
    });
  const handleSave = (v: RateCardForm) =>
    save.mutate(
      { ...toCard(v), version: card.version },
      {
        onSuccess: (saved) => {
          reset(toForm(saved));
          notifications.show({ color: 'green', message: t('rateCard.saved') });
        },
        onError: (e) =>
          notifyOnce({
            color: 'red',
            title: t('common:error'),
            message: e instanceof ApiError && e.status === 409 ? t('rateCard.changed') : errorMessage(e),
          }),
      },
    );
  return (
    <form onSubmit={(event) => void handleSubmit(handleSave)(event)} noValidate>
      <Stack gap="lg">
        {METHODS.map((m) => (
          <Card withBorder key={m} padding="md" component="fieldset" style={{ border: undefined }}>
            <Title order={2} size="h4" mb="xs" component="legend">
              {t(`method.${m}`)}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
              {TIERS.flatMap((tier) => [
                <NumberCell
                  key={`${tier}-base`}
                  control={control}
                  name={`methods.${m}.${tier}.base`}
                  label={t('rateCard.base', { tier: t(`rateCard.tier.${tier}`) })}
                  prefix="$"
                />,
                <NumberCell
                  key={`${tier}-km`}
                  control={control}
                  name={`methods.${m}.${tier}.perKm`}
                  label={t('rateCard.perKm', { tier: t(`rateCard.tier.${tier}`) })}
                  prefix="$"
                />,
              ])}
            </SimpleGrid>
          </Card>
        ))}
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            {t('rateCard.carTypes')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
            {CAR_TYPES.map((type) => (
              <NumberCell
                key={type}
                control={control}
                name={`carTypes.${type}`}
                label={t(`rateCard.carType.${type}`)}
                suffix=" %"
              />
            ))}
          </SimpleGrid>
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            {t('rateCard.surcharges')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
            {PERCENT_FIELDS.map((f) => (
              <NumberCell key={f} control={control} name={f} label={t(`rateCard.field.${f}`)} suffix=" %" />
            ))}
          </SimpleGrid>
        </Card>
        <Group>
          <Button variant="light" mih={44} onClick={() => void handleSubmit(handlePreview)()} loading={preview.isPending}>
            {t('rateCard.previewButton')}
          </Button>
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('rateCard.save')}
          </Button>
        </Group>
        {preview.data && (
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              {t('rateCard.preview.title')}
            </Title>
            <RateCardPreviewTable rows={preview.data.data} />
          </Card>
        )}
      </Stack>
    </form>
  );
};

export const RateCardEditor = () => {
  const { t } = useTranslation('pricing');
  const card = useRateCard();
  if (card.isPending) return <Skeleton h={480} radius="md" aria-busy="true" />;
  if (card.isError) return <ListError onRetry={() => void card.refetch()} />;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        <Text size="sm">{t('rateCard.intro')}</Text>
      </Alert>
      <RateCardFormView card={card.data} />
    </Stack>
  );
};
