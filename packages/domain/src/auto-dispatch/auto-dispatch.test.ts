import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD } from '../pricing/rate-card.js';
import { carrierShareCents } from '../pricing/carrier-price.js';
import { Role } from '../users/roles.js';
import { freightTaxes } from '../taxes/province-taxes.js';
import {
  availabilityFormSchema,
  DeclineQuoteInputSchema,
  quoteFormSchema,
  quoteRuleIssues,
  SubmitQuoteInputSchema,
  type AvailabilityLimit,
  type QuoteContext,
} from './auto-dispatch.schemas.js';
import {
  availabilityHours,
  customerPriceFromCarrier,
  dayEndIn,
  expiryText,
  latestAvailableTill,
  quoteDisplayState,
  quotedPriceQuote,
  quoteMethods,
  quoteOrderType,
} from './quote-rules.js';

const now = new Date('2026-11-25T15:00:00Z');
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

const ctx: QuoteContext = { today: '2026-11-25', startDate: '2026-11-24', neededByDate: null, methods: [1, 2, 3] };
const valid = {
  pickup_kind: 'date' as const,
  dropoff_kind: 'date' as const,
  pickup_date: '2026-11-26',
  dropoff_date: '2026-11-28',
  price: '$450.00',
  shipping_method: '3',
  notes: '',
  confirm_price: true,
};

describe('quote display, order type and expiry (spec §4)', () => {
  it('shows offer expired when inactive or past available_till, offer accepted when accepted, else accept offer', () => {
    const later = '2026-11-26T00:00:00Z';
    expect(quoteDisplayState({ is_active: false, is_accepted: false, available_till: later }, now)).toBe('offer_expired');
    expect(quoteDisplayState({ is_active: true, is_accepted: false, available_till: '2026-11-25T14:00:00Z' }, now)).toBe(
      'offer_expired',
    );
    expect(quoteDisplayState({ is_active: true, is_accepted: true, available_till: later }, now)).toBe('offer_accepted');
    expect(quoteDisplayState({ is_active: true, is_accepted: false, available_till: later }, now)).toBe('accept_offer');
    expect(quoteDisplayState({ is_active: true, is_accepted: false, available_till: null }, now)).toBe('accept_offer');
  });

  it('labels flexible without a needed-by date, priority when drop-off is that day, else other ETA', () => {
    expect(quoteOrderType({ needed_by_date: null, dropoff_date: '2026-11-28' })).toBe('flexible');
    expect(quoteOrderType({ needed_by_date: '2026-11-28', dropoff_date: '2026-11-28' })).toBe('priority');
    expect(quoteOrderType({ needed_by_date: '2026-11-28', dropoff_date: '2026-11-30' })).toBe('other_eta');
    expect(quoteOrderType({ needed_by_date: '2026-11-28', dropoff_date: null })).toBe('other_eta');
  });

  it('says none, expired, less than hour, or whole hours left', () => {
    expect(expiryText(null, now)).toEqual({ kind: 'none' });
    expect(expiryText('2026-11-25T15:00:00Z', now)).toEqual({ kind: 'expired' });
    expect(expiryText('2026-11-25T15:59:00Z', now)).toEqual({ kind: 'less_than_hour' });
    expect(expiryText('2026-11-25T20:30:00Z', now)).toEqual({ kind: 'hours', hours: 5 });
  });
});

describe('customer price from the carrier price (decision 035)', () => {
  it('is the smallest price whose carrier share is the quoted price', () => {
    for (const carrier of [1, 99, 45_000, 123_457, 1_000_000]) {
      const price = customerPriceFromCarrier(carrier, DEFAULT_RATE_CARD.commissionBp);
      expect(carrierShareCents(price, 1_500)).toBeGreaterThanOrEqual(carrier);
      expect(carrierShareCents(price - 1, 1_500)).toBeLessThan(carrier);
    }
    expect(customerPriceFromCarrier(85_000, 1_500)).toBe(100_000);
    expect(customerPriceFromCarrier(500, 0)).toBe(500);
  });

  it('charges the quote price, fuel fee and taxes; the carrier gets what it quoted', () => {
    const q = quotedPriceQuote({
      dealerPriceCents: 100_000,
      carrierPriceCents: 85_000,
      taxes: freightTaxes(
        { origin: { country: 'CA', province: 'QC' }, destination: { country: 'CA', province: 'ON' } },
        '2026-11-20',
      ),
      couponCents: 10_000,
      fuelFeeBp: 300,
      performanceBonusBp: 500,
    });
    expect(q.dealerPriceCents).toBe(90_000);
    expect(q.fuelFeeCents).toBe(2_700);
    expect(q.totalCents).toBe(q.dealerPriceCents + q.fuelFeeCents + q.taxFeeCents);
    expect(q.taxFeeCents).toBe(Math.round(92_700 * 0.13));
    expect(q.carrierPriceCents).toBe(85_000);
    expect(q.performanceBonusCents).toBe(4_250);
  });
});

describe('quote methods (spec §4 availability for quotes)', () => {
  const input = {
    km: 500,
    cars: [{ operable: true }],
    role: Role.Dealer,
    originCountry: 'CA' as const,
    destinationCountry: 'CA' as const,
  };
  it('offers the methods available for the route, only the requested one when the request names it', () => {
    expect(quoteMethods(input, { shipping_method: null, is_enclosed: false })).toEqual([2, 3, 4]);
    expect(quoteMethods(input, { shipping_method: 3, is_enclosed: true })).toEqual([4]);
    expect(quoteMethods(input, { shipping_method: 1, is_enclosed: false })).toEqual([]);
  });

  it('lets carriers quote a flatbed for a non-running car past 700 km in Canada (no automatic price there)', () => {
    const far = { ...input, km: 800, cars: [{ operable: false }] };
    expect(quoteMethods(far, { shipping_method: null, is_enclosed: false })).toEqual([2]);
    expect(quoteMethods(far, { shipping_method: 3, is_enclosed: false })).toEqual([]);
    expect(quoteMethods({ ...far, destinationCountry: 'US' }, { shipping_method: null, is_enclosed: false })).toEqual([]);
  });
});

describe('quote submission rules (spec §5)', () => {
  const form = (values: object, context: QuoteContext = ctx) => quoteFormSchema(context).safeParse({ ...valid, ...values });

  it('accepts a complete quote: price with a $ prefix and 2 decimals, method as a string', () => {
    const r = form({});
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ price: 450, shipping_method: 3, pickup_date: '2026-11-26' });
  });

  it('requires a pickup date or range and a drop-off date or range', () => {
    expect(errorsOf(form({ pickup_date: '' }))).toMatchObject({ pickup_date: 'isRequired' });
    expect(errorsOf(form({ pickup_date: null, pickup_from: '2026-11-26' }))).toMatchObject({ pickup_to: 'isRequired' });
    expect(errorsOf(form({ dropoff_date: null }))).toMatchObject({ dropoff_date: 'isRequired' });
    expect(form({ pickup_date: null, pickup_from: '2026-11-26', pickup_to: '2026-11-27' }).success).toBe(true);
    expect(errorsOf(form({ dropoff_date: null, dropoff_from: '2026-11-29', dropoff_to: '2026-11-28' }))).toMatchObject({
      dropoff_to: 'rangeEndBeforeStart',
    });
  });

  it('needs a delivery ETA choice on a priority request, or other ETA with a drop-off date', () => {
    const priority = { ...ctx, neededByDate: '2026-11-30' };
    expect(errorsOf(form({}, priority))).toMatchObject({ delivery_type_eta: 'isRequired' });
    expect(form({ delivery_type_eta: 'priority', dropoff_date: null }, priority).success).toBe(true);
    expect(errorsOf(form({ delivery_type_eta: 'other', dropoff_date: null }, priority))).toMatchObject({
      dropoff_date: 'isRequired',
    });
    expect(form({ delivery_type_eta: 'other' }, priority).success).toBe(true);
  });

  it('refuses dates before today or before the load start, and a drop-off before the pickup', () => {
    expect(errorsOf(form({ pickup_date: '2026-11-24' }))).toMatchObject({ pickup_date: 'dateBeforeToday' });
    expect(errorsOf(form({}, { ...ctx, startDate: '2026-11-27' }))).toMatchObject({ pickup_date: 'dateBeforeLoadStart' });
    expect(errorsOf(form({ dropoff_date: '2026-11-25' }))).toMatchObject({ dropoff_date: 'dropoffBeforePickup' });
  });

  it('requires a method among those available for the request', () => {
    expect(errorsOf(form({ shipping_method: '' }))).toMatchObject({ shipping_method: 'isRequired' });
    expect(errorsOf(form({ shipping_method: 4 }))).toMatchObject({ shipping_method: 'invalidChoice' });
  });

  it('requires a price over 0 with at most 2 decimals, and the price confirmation', () => {
    expect(errorsOf(form({ price: '' }))).toMatchObject({ price: 'isRequired' });
    expect(errorsOf(form({ price: '$0' }))).toMatchObject({ price: 'priceAboveZero' });
    expect(errorsOf(form({ price: '12.345' }))).toMatchObject({ price: 'invalidValue' });
    expect(errorsOf(form({ confirm_price: false }))).toMatchObject({ confirm_price: 'confirmPriceRequired' });
    for (const [typed, price] of [
      ['1 250,50 $', 1250.5],
      ['640,00', 640],
      ['$1,250.50', 1250.5],
      ['1,250', 1250],
    ] as const)
      expect(form({ price: typed }).data?.price).toBe(price);
  });

  it('keeps notes to 160 characters: "Maximum length is 160 characters."', () => {
    expect(form({ notes: 'a'.repeat(160) }).success).toBe(true);
    expect(errorsOf(form({ notes: 'a'.repeat(161) }))).toMatchObject({ notes: 'quoteNotesMaxLength' });
  });

  it('checks the API body the same way, availability in hours', () => {
    const body = { ...valid, availability: 24 };
    expect(SubmitQuoteInputSchema.safeParse(body).success).toBe(true);
    expect(errorsOf(SubmitQuoteInputSchema.safeParse({ ...body, availability: -1 }))).toMatchObject({
      availability: 'hoursRequired',
    });
    expect(errorsOf(SubmitQuoteInputSchema.safeParse({ ...body, availability: 1.5 }))).toMatchObject({
      availability: 'nonNegativeInteger',
    });
    expect(quoteRuleIssues({ pickup_date: '2026-11-20', shipping_method: 3 }, ctx)).toEqual([
      { path: 'pickup_date', message: 'dateBeforeToday' },
    ]);
  });
});

describe('quote availability (spec §5)', () => {
  const limit: AvailabilityLimit = { maxHours: 50, limitedBy: 'pickup_day' };
  const parse = (v: object, l = limit) =>
    availabilityFormSchema(l).safeParse({ availability_days: '', availability_hours: '', terms: true, ...v });

  it('needs days or hours, each a non-negative integer, and the terms', () => {
    expect(errorsOf(parse({}))).toMatchObject({ availability_days: 'daysRequired', availability_hours: 'hoursRequired' });
    expect(errorsOf(parse({ availability_days: '-1' }))).toMatchObject({ availability_days: 'nonNegativeInteger' });
    expect(errorsOf(parse({ availability_hours: '1.5' }))).toMatchObject({ availability_hours: 'nonNegativeInteger' });
    expect(errorsOf(parse({ availability_hours: '3', terms: false }))).toMatchObject({ terms: 'acceptTerms' });
    expect(parse({ availability_days: '1', availability_hours: '2' }).data).toMatchObject({
      availability_days: 1,
      availability_hours: 2,
    });
  });

  it('counts days × 24 + hours, within 5 business days and the end of the pickup day', () => {
    expect(availabilityHours(2, 3)).toBe(51);
    expect(errorsOf(parse({ availability_days: '2', availability_hours: '3' }))).toMatchObject({
      availability_hours: 'beforePickupDate',
    });
    expect(
      errorsOf(parse({ availability_days: '2', availability_hours: '3' }, { maxHours: 50, limitedBy: 'business_days' })),
    ).toMatchObject({
      availability_hours: 'maxFiveBusinessDays',
    });
    // Wednesday 10:00 Toronto: 5 business days is next Wednesday; the pickup day's end comes first if sooner.
    const pickupEnd = dayEndIn('2026-11-27', 'America/Toronto');
    expect(pickupEnd.toISOString()).toBe('2026-11-28T04:59:59.999Z');
    expect(latestAvailableTill(now, '2026-11-25', pickupEnd)).toEqual(pickupEnd);
    expect(latestAvailableTill(now, '2026-11-25', dayEndIn('2026-12-15', 'America/Toronto')).toISOString()).toBe(
      '2026-12-02T15:00:00.000Z',
    );
  });
});

describe('decline reason (spec §5)', () => {
  it('is optional and at most 255 characters', () => {
    expect(DeclineQuoteInputSchema.safeParse({}).success).toBe(true);
    expect(DeclineQuoteInputSchema.safeParse({ reason: 'x'.repeat(255) }).success).toBe(true);
    expect(errorsOf(DeclineQuoteInputSchema.safeParse({ reason: 'x'.repeat(256) }))).toMatchObject({ reason: 'tooLong' });
  });
});
