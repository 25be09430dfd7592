import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricingOption } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';

type Props = {
  option: PricingOption;
  express: boolean;
  onExpressChange: (express: boolean) => void;
  onAccept: () => void;
  /** null: not offered (guests) */
  onRequestQuote: (() => void) | null;
  busy: boolean;
};

/** One shipping method: its price and ETA with the express toggle and accept, a request-quote button, or why not. */
export const PricingOptionCard = ({ option, express, onExpressChange, onAccept, onRequestQuote, busy }: Props) => {
  const { t } = useTranslation('pricing');
  const { money } = useFormatters();
  const method = option.shipping_method;
  const titleId = `pricing-method-${method}`;
  const price = express ? option.dealer_express_price : option.dealer_price;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      aria-labelledby={titleId}
      component="section"
      bg={option.is_available ? undefined : 'gray.0'}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {t(`method.${method}`)}
            </Title>
            <Text size="sm" c="gray.7">
              {t(`methodHint.${method}`)}
            </Text>
          </div>
          {!option.is_available && (
            <Badge color="gray" variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
              {t('unavailable')}
            </Badge>
          )}
        </Group>
        {!option.is_available ? (
          <Text size="sm">{t(`reason.${option.reason ?? 'inoperableCars'}`)}</Text>
        ) : option.dealer_price === null ? (
          <>
            <Text size="sm">{t('noPrice')}</Text>
            {onRequestQuote ? (
              <Button variant="light" mt="auto" mih={44} fullWidth onClick={onRequestQuote} disabled={busy}>
                {t('requestQuote')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('quoteNeedsAccount')}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text fw={700} fz="xl" aria-live="polite">
              {money(price)}
            </Text>
            <Text size="sm">{express ? t('etaExpress') : t('eta', { count: option.delivery_time ?? 1 })}</Text>
            <Switch
              label={t('express')}
              description={t('expressHint')}
              checked={express}
              onChange={(e) => onExpressChange(e.currentTarget.checked)}
            />
            <Stack mt="auto" gap="xs">
              <Button mih={44} fullWidth onClick={onAccept} loading={busy}>
                {t('accept')}
              </Button>
              {onRequestQuote && (
                <Button mih={44} fullWidth variant="subtle" onClick={onRequestQuote} disabled={busy}>
                  {t('requestQuote')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
};
