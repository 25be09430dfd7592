import { describe, expect, it } from 'vitest';
import { maskPhone, toNationalPhone } from './phone.js';
import { phoneField } from './validation.js';

const errorOf = (value: unknown) => phoneField().safeParse(value).error?.issues[0]?.message;

describe('phone numbers are North-American, stored and shown as ###-###-####', () => {
  it.each([
    ['+1 (416) 555-0199', '416-555-0199'],
    ['+14165550199', '416-555-0199'],
    ['1-416-555-0199', '416-555-0199'],
    ['(514) 555-0123', '514-555-0123'],
    ['514.555.0123', '514-555-0123'],
    ['4165550199', '416-555-0199'],
    ['416-555-0199', '416-555-0199'],
    ['+1 212 555 0100', '212-555-0100'],
  ])('%s is stored as %s', (input, stored) => {
    expect(phoneField().parse(input)).toBe(stored);
  });
  it.each(['123-456-7890', '416-555-019', '555-555-5555', '+44 20 7946 0958', '416-555-0199 ext 2', 'phone'])(
    '%s is rejected with invalidPhone',
    (input) => {
      expect(errorOf(input)).toBe('invalidPhone');
      expect(toNationalPhone(input)).toBeNull();
    },
  );
  it('an empty phone is required, not invalid', () => {
    expect(errorOf('')).toBe('isRequired');
    expect(errorOf('   ')).toBe('isRequired');
  });
});

describe('the phone input mask', () => {
  it('keeps the area code of a pasted international number', () => {
    expect(maskPhone('+1 (416) 555-0199')).toBe('416-555-0199');
    expect(maskPhone('1 416 555 0199')).toBe('416-555-0199');
    expect(maskPhone('+1-514-555-0123')).toBe('514-555-0123');
  });
  it('groups digits while typing', () => {
    expect(maskPhone('416')).toBe('416');
    expect(maskPhone('4165')).toBe('416-5');
    expect(maskPhone('4165550')).toBe('416-555-0');
    expect(maskPhone('416555019912')).toBe('416-555-0199');
  });
  it('lets the user type a country code', () => {
    expect(maskPhone('+')).toBe('+');
    expect(maskPhone('+1')).toBe('+1');
    expect(maskPhone('1')).toBe('1');
    expect(maskPhone('+1 4')).toBe('4');
  });
  it('leaves another country code as typed, for validation to reject', () => {
    expect(maskPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
