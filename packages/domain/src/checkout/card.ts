/**
 * Card rules shared by the card form and the sandbox gateway. The browser turns a card into a token that
 * carries only its brand, last 4 and test behaviour: the server never sees a card number (docs/architecture.md, Adapters).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'maestro', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
/** Spec §2 step 5: Mastercard, Visa, American Express, JCB, Maestro. */
export const ACCEPTED_BRANDS: readonly CardBrand[] = ['mastercard', 'visa', 'amex', 'jcb', 'maestro'];

const inRange = (digits: string, len: number, lo: number, hi: number) => {
  const n = Number(digits.slice(0, len));
  return digits.length >= len && n >= lo && n <= hi;
};

export const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** The brand of a (partial) card number by its prefix. */
export const cardBrand = (number: string): CardBrand => {
  const d = digitsOnly(number);
  if (d.startsWith('4')) return 'visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'mastercard';
  if (inRange(d, 2, 34, 34) || inRange(d, 2, 37, 37)) return 'amex';
  if (inRange(d, 4, 3528, 3589)) return 'jcb';
  if (d.startsWith('6011') || inRange(d, 3, 644, 649) || d.startsWith('65')) return 'discover';
  if (d.startsWith('50') || inRange(d, 2, 56, 69)) return 'maestro';
  return 'unknown';
};

export const luhnValid = (number: string): boolean => {
  const d = digitsOnly(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
};

/** Card error codes (as Stripe names them) and the form field each belongs to (spec §5: number, expiry, cvc, else global). */
export const CARD_ERROR_FIELDS = {
  incorrect_number: 'number',
  invalid_number: 'number',
  card_brand_not_accepted: 'number',
  expired_card: 'expiry',
  invalid_expiry: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
  card_declined: 'global',
  insufficient_funds: 'global',
  authentication_failed: 'global',
  processing_error: 'global',
} as const;
export type CardErrorCode = keyof typeof CARD_ERROR_FIELDS;
export type CardErrorField = (typeof CARD_ERROR_FIELDS)[CardErrorCode];
export const cardErrorField = (code: string): CardErrorField =>
  code in CARD_ERROR_FIELDS ? CARD_ERROR_FIELDS[code as CardErrorCode] : 'global';

export type CardInput = { number: string; expiry: string; cvc: string };

/** Expiry as MM/YY (or MM/YYYY); valid through the last day of that month. */
export const parseExpiry = (expiry: string): { month: number; year: number } | null => {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** The first problem of a card as the form would report it, or null. */
export const cardProblem = (card: CardInput, now: Date): CardErrorCode | null => {
  const brand = cardBrand(card.number);
  if (!luhnValid(card.number)) return 'invalid_number';
  if (!ACCEPTED_BRANDS.includes(brand)) return 'card_brand_not_accepted';
  const exp = parseExpiry(card.expiry);
  if (!exp) return 'invalid_expiry';
  if (exp.year * 12 + exp.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'expired_card';
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(card.cvc.trim())) return 'invalid_cvc';
  return null;
};

/** How the sandbox gateway treats a card: Stripe's test numbers and what they do. */
export type SandboxBehaviour = 'succeed' | 'authenticate' | `decline:${CardErrorCode}`;

const SANDBOX_TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4000002500003155': 'authenticate',
  '4000002760003184': 'authenticate',
  '4000000000000002': 'decline:card_declined',
  '4000000000009995': 'decline:insufficient_funds',
  '4000000000000069': 'decline:expired_card',
  '4000000000000127': 'decline:incorrect_cvc',
};

export const sandboxBehaviour = (number: string): SandboxBehaviour => SANDBOX_TEST_CARDS[digitsOnly(number)] ?? 'succeed';

const TOKEN_PATTERN =
  /^tok_sandbox_(visa|mastercard|amex|jcb|maestro)_(\d{4})_(\d{2})_(\d{4})_(succeed|authenticate|decline:[a-z_]+)_([A-Za-z0-9]{6,32})$/;

/** The sandbox token of a card: brand, last 4, expiry and behaviour, plus a random nonce; never the number. */
export const sandboxToken = (card: CardInput, nonce: string): string => {
  const exp = parseExpiry(card.expiry);
  const d = digitsOnly(card.number);
  const month = String(exp?.month ?? 0).padStart(2, '0');
  return `tok_sandbox_${cardBrand(d)}_${d.slice(-4)}_${month}_${exp?.year ?? 0}_${sandboxBehaviour(d)}_${nonce}`;
};

export type SandboxTokenParts = {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxBehaviour;
};

export const parseSandboxToken = (token: string): SandboxTokenParts | null => {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const behaviour = m[5] as SandboxBehaviour;
  if (behaviour.startsWith('decline:') && !(behaviour.slice(8) in CARD_ERROR_FIELDS)) return null;
  return { brand: m[1] as CardBrand, last4: m[2], expMonth: Number(m[3]), expYear: Number(m[4]), behaviour };
};
