import type { TFunction } from 'i18next';
import type { MoneyPayment } from '@routier/domain';

/** Card brands as their owners write them. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  maestro: 'Maestro',
  discover: 'Discover',
};

/** "Visa •••• 4242", or '' when the payment has no card. */
export const cardLabel = (t: TFunction, payment: Pick<MoneyPayment, 'card_brand' | 'card_last4'>) =>
  payment.card_last4
    ? t('admin:money.cardEnding', { brand: BRAND_NAMES[payment.card_brand ?? ''] ?? '', last4: payment.card_last4 }).trim()
    : '';
