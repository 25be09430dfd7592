import { describe, expect, it } from 'vitest';
import { cardBrand, cardErrorField, cardProblem, luhnValid, parseSandboxToken, sandboxToken } from './card.js';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('cards', () => {
  it('detects the accepted brands by prefix', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3566002020360505')).toBe('jcb');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('reports the first problem of a card, by field', () => {
    const ok = { number: '4242424242424242', expiry: '12/30', cvc: '123' };
    expect(cardProblem(ok, NOW)).toBeNull();
    expect(cardProblem({ ...ok, number: '4242424242424241' }, NOW)).toBe('invalid_number');
    expect(cardProblem({ ...ok, number: '6011111111111117' }, NOW)).toBe('card_brand_not_accepted');
    expect(cardProblem({ ...ok, expiry: '10/26' }, NOW)).toBe('expired_card');
    expect(cardProblem({ ...ok, expiry: '11/26' }, NOW)).toBeNull();
    expect(cardProblem({ ...ok, expiry: '13/30' }, NOW)).toBe('invalid_expiry');
    expect(cardProblem({ ...ok, cvc: '12' }, NOW)).toBe('invalid_cvc');
    expect(cardProblem({ number: '378282246310005', expiry: '12/30', cvc: '123' }, NOW)).toBe('invalid_cvc');
    expect(cardErrorField('incorrect_cvc')).toBe('cvc');
    expect(cardErrorField('expired_card')).toBe('expiry');
    expect(cardErrorField('card_declined')).toBe('global');
    expect(cardErrorField('something_new')).toBe('global');
  });

  it('tokenizes into brand, last 4 and the test behaviour, never the number', () => {
    const token = sandboxToken({ number: '4000 0025 0000 3155', expiry: '12/30', cvc: '123' }, 'abc123');
    expect(token).not.toContain('40000025');
    expect(parseSandboxToken(token)).toEqual({
      brand: 'visa',
      last4: '3155',
      expMonth: 12,
      expYear: 2030,
      behaviour: 'authenticate',
    });
    const declined = sandboxToken({ number: '4000000000000002', expiry: '12/30', cvc: '123' }, 'abc123');
    expect(parseSandboxToken(declined)?.behaviour).toBe('decline:card_declined');
    expect(
      parseSandboxToken(sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce1'))?.behaviour,
    ).toBe('succeed');
    expect(parseSandboxToken('tok_visa')).toBeNull();
    expect(parseSandboxToken('tok_sandbox_visa_4242_12_2030_decline:nope_abcdef')).toBeNull();
  });
});
