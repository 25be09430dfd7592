import { Stack, Text } from '@mantine/core';
import type { AdminBidRow, BidFacts } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';

const VERSUS_COLORS = { below: 'teal.9', equal: 'gray.8', above: 'red.9' } as const;
const INSURANCE_COLORS = { valid: 'teal.9', expired: 'red.9', missing: 'gray.8' } as const;

/** A number in the reader's language with one decimal at most (87.5 → 87,5 in French). */
const useDecimal = () => {
  const { i18n } = useTranslation();
  return (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
};

/** The carrier's pay for the bid: before fuel, and with the order's fuel fee (what it is paid). */
export const BidPay = ({ facts, amount }: { facts: BidFacts | null; amount: number }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (!facts) return <Text size="sm">{money(amount)}</Text>;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600}>
        {money(facts.carrier_pay.before_fuel)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('offers:admin.facts.withFuel', { amount: money(facts.carrier_pay.after_fuel) })}
      </Text>
    </Stack>
  );
};

/** The offer's carrier pay on the same two bases, and whether the bid is below, equal to or above it. */
export const BidVersusOffer = ({ facts }: { facts: BidFacts | null }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (!facts?.offer_pay) return <Text size="sm">—</Text>;
  const versus = facts.versus_offer;
  return (
    <Stack gap={2} align="flex-end">
      <Text size="sm">{money(facts.offer_pay.before_fuel)}</Text>
      <Text size="xs" c="dimmed">
        {t('offers:admin.facts.withFuel', { amount: money(facts.offer_pay.after_fuel) })}
      </Text>
      {versus && (
        <Text size="xs" fw={700} c={VERSUS_COLORS[versus.compared]} ta="right" data-testid="bid-versus-offer">
          {t(`offers:admin.facts.versus.${versus.compared}`, { amount: money(Math.abs(versus.difference)) })}
        </Text>
      )}
    </Stack>
  );
};

/** The customer's price (before fuel and taxes) and what the platform keeps: the margin in dollars and percent. */
export const BidMargin = ({ facts }: { facts: BidFacts | null }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const decimal = useDecimal();
  if (!facts || facts.customer_price === null || !facts.margin) return <Text size="sm">—</Text>;
  const { amount, percent } = facts.margin;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={600} c={amount < 0 ? 'red.9' : undefined} data-testid="bid-margin">
        {percent === null ? money(amount) : t('offers:admin.facts.margin', { amount: money(amount), percent: decimal(percent) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('offers:admin.facts.customerPays', { amount: money(facts.customer_price) })}
      </Text>
    </Stack>
  );
};

/** The bidding carrier's record: rating, on-time rate with its count, insurance. */
export const CarrierRecord = ({ bid }: { bid: AdminBidRow }) => {
  const { t } = useTranslation();
  const decimal = useDecimal();
  const facts = bid.facts;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {bid.company.name ?? '—'}
      </Text>
      {facts && (
        <>
          <Text size="xs" c="dimmed">
            {facts.rating.average === null
              ? t('offers:admin.facts.noRating')
              : t('offers:admin.facts.rating', { rating: decimal(facts.rating.average), count: facts.rating.count })}
          </Text>
          <Text size="xs" c="dimmed">
            {facts.on_time.percent === null
              ? t('offers:admin.facts.noDeliveries')
              : t('offers:admin.facts.onTime', {
                  percent: decimal(facts.on_time.percent),
                  onTime: facts.on_time.on_time,
                  count: facts.on_time.delivered,
                })}
          </Text>
          <Text size="xs" fw={700} c={INSURANCE_COLORS[facts.insurance.state]} data-testid="bid-insurance">
            {facts.insurance.state === 'valid'
              ? t('offers:admin.facts.insurance.valid', { count: facts.insurance.days_left })
              : t(`offers:admin.facts.insurance.${facts.insurance.state}`)}
          </Text>
        </>
      )}
    </Stack>
  );
};
