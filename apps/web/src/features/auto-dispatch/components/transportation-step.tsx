import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Radio, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pricedMethod, transportationOptions, type OrderDetail, type Role, type ShippingMethod } from '@routier/domain';
import { errorMessage, notifyOnce } from '../../../components/feedback';
import { useErrorText } from '../../../components/form';
import { useFormatters } from '../../../components/data-table/use-formatters';
import { ApiError } from '../../../lib/api-client';

type Props = {
  order: OrderDetail;
  /** the signed-in customer's role (drive away is for businesses) */
  role: Role | null;
  /** stores the chosen method (POST /auto-dispatch/v2/shipping-method/{id}) and answers the order */
  save: (method: ShippingMethod) => Promise<OrderDetail>;
  onSaved: (order: OrderDetail) => void;
  onBack: () => void;
};

/**
 * The auto-dispatch wizard's third step (customer-side §2 and §4): the methods the order can travel by, to
 * choose one; the others in a collapsible section with their reasons; Go back and Select; a spinner while the
 * choice is saved; a fallback view when no method is available.
 */
export const TransportationStep = ({ order, role, save, onSaved, onBack }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { number } = useFormatters();
  const options = transportationOptions({
    km: order.distance,
    cars: order.cars.map((c) => ({ operable: c.is_operable })),
    role,
    originCountry: order.from?.country === 'US' ? 'US' : 'CA',
    destinationCountry: order.to?.country === 'US' ? 'US' : 'CA',
  });
  const available = options.filter((o) => o.is_available);
  const unavailable = options.filter((o) => !o.is_available);
  const stored = order.shipping_method === null ? null : pricedMethod(order.shipping_method, order.is_enclosed);
  const [chosen, setChosen] = useState<ShippingMethod | null>(() =>
    available.some((o) => o.shipping_method === stored) ? stored : (available[0]?.shipping_method ?? null),
  );
  const [showUnavailable, setShowUnavailable] = useState(available.length === 0);
  const [saving, setSaving] = useState(false);

  const handleSelect = async () => {
    if (chosen === null) return;
    setSaving(true);
    try {
      onSaved(await save(chosen));
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.shipping_method?.[0] : undefined;
      notifyOnce({ color: 'red', title: t('common:error'), message: field ? errorText(field) : errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" data-testid="transportation-step">
      <div>
        <Title order={2} size="h3">
          {t('auto-dispatch:wizard.transportation.title')}
        </Title>
        <Text c="dimmed">{t('auto-dispatch:wizard.transportation.intro')}</Text>
        {order.distance !== null && <Text size="sm">{t('pricing:distance', { km: number(order.distance) })}</Text>}
      </div>
      {available.length === 0 ? (
        <Alert color="yellow" title={t('auto-dispatch:wizard.transportation.noneTitle')} role="status">
          {t('auto-dispatch:wizard.transportation.noneBody')}
        </Alert>
      ) : (
        <Radio.Group
          value={chosen === null ? null : String(chosen)}
          onChange={(v) => setChosen(Number(v) as ShippingMethod)}
          label={t('auto-dispatch:wizard.transportation.choose')}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {available.map((o) => (
              <Card key={o.shipping_method} withBorder radius="md" padding="md">
                <Radio
                  value={String(o.shipping_method)}
                  label={t(`pricing:method.${o.shipping_method}`)}
                  description={
                    o.quote_only
                      ? t('auto-dispatch:wizard.transportation.quoteOnly')
                      : t(`pricing:methodHint.${o.shipping_method}`)
                  }
                />
              </Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
      )}
      {unavailable.length > 0 && (
        <Stack gap="xs">
          <UnstyledButton
            onClick={() => setShowUnavailable((v) => !v)}
            aria-expanded={showUnavailable}
            aria-controls="unavailable-methods"
            mih={44}
          >
            <Text fw={600} c="blue.8">
              {t(
                showUnavailable
                  ? 'auto-dispatch:wizard.transportation.hideUnavailable'
                  : 'auto-dispatch:wizard.transportation.showUnavailable',
                {
                  count: unavailable.length,
                },
              )}
            </Text>
          </UnstyledButton>
          {showUnavailable && (
            <Stack gap="xs" id="unavailable-methods">
              {unavailable.map((o) => (
                <Card key={o.shipping_method} withBorder radius="md" padding="sm" bg="gray.0">
                  <Text fw={600}>{t(`pricing:method.${o.shipping_method}`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`pricing:reason.${o.reason}`)}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" mih={44} onClick={onBack} disabled={saving}>
          {t('pricing:back')}
        </Button>
        {available.length > 0 && (
          <Group gap="sm">
            {saving && <Loader size="sm" aria-label={t('common:loading')} />}
            <Button mih={44} onClick={() => void handleSelect()} disabled={chosen === null || saving}>
              {t('auto-dispatch:wizard.transportation.select')}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
};
