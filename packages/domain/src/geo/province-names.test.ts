import { describe, expect, it } from 'vitest';
import { countryOfProvince, normaliseProvince, provinceOfPostalCode } from './province-names.js';
import { foldText } from './fold-text.js';
import { addressLines, formatPlaceLabel, franchiseLocationLine, fullAddress } from './place-label.js';

describe('normaliseProvince', () => {
  it('turns Canadian full names, in English or French, into codes', () => {
    expect(normaliseProvince('Ontario')).toBe('ON');
    expect(normaliseProvince('Québec')).toBe('QC');
    expect(normaliseProvince('British Columbia')).toBe('BC');
    expect(normaliseProvince('Colombie-Britannique')).toBe('BC');
    expect(normaliseProvince('Northwest Territory')).toBe('NT');
  });

  it('keeps codes and turns US state names into codes', () => {
    expect(normaliseProvince('on')).toBe('ON');
    expect(normaliseProvince('NY')).toBe('NY');
    expect(normaliseProvince('New York')).toBe('NY');
  });

  it('answers null for unknown names and for another country’s codes', () => {
    expect(normaliseProvince('Narnia')).toBeNull();
    expect(normaliseProvince('NY', 'CA')).toBeNull();
    expect(normaliseProvince('', 'CA')).toBeNull();
  });

  it('knows the country of a code', () => {
    expect(countryOfProvince('QC')).toBe('CA');
    expect(countryOfProvince('TX')).toBe('US');
    expect(countryOfProvince('ZZ')).toBeNull();
  });
});

describe('provinceOfPostalCode', () => {
  it('reads the province from the first letter, and splits X between Nunavut and the NWT', () => {
    expect(provinceOfPostalCode('M5V 3L9')).toBe('ON');
    expect(provinceOfPostalCode('h2x')).toBe('QC');
    expect(provinceOfPostalCode('X0A 0H0')).toBe('NU');
    expect(provinceOfPostalCode('X1A')).toBe('NT');
    expect(provinceOfPostalCode('10001')).toBeNull();
  });
});

describe('foldText and formatPlaceLabel', () => {
  it('strips accents and punctuation', () => {
    expect(foldText('Montréal-Est')).toBe('montreal est');
    expect(foldText("  St. John's ")).toBe('st john s');
  });

  it('joins the known parts of an address', () => {
    expect(formatPlaceLabel({ street: '100 King St W', city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' })).toBe(
      '100 King St W, Toronto, ON M5H 2N2',
    );
    expect(formatPlaceLabel({ city: 'Toronto', province: 'ON', zip_code: null })).toBe('Toronto, ON');
  });
});

describe('addressLines and fullAddress', () => {
  it('prints the street, then the city, province and postal code', () => {
    const a = { address: '100 King St W', city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' };
    expect(addressLines(a)).toEqual(['100 King St W', 'Toronto, ON M5H 2N2']);
    expect(fullAddress(a)).toBe('100 King St W, Toronto, ON M5H 2N2');
  });

  it('does not repeat what a geocoded street line already names', () => {
    expect(
      addressLines({ address: '1 Rue Sherbrooke, Montréal, QC', city: 'Montréal', province: 'QC', zip_code: 'H2X 1X1' }),
    ).toEqual(['1 Rue Sherbrooke, Montréal, QC H2X 1X1']);
    expect(fullAddress({ address: '1 Front St W, Toronto', city: 'Toronto', province: 'ON', zip_code: 'M5V 2T6' })).toBe(
      '1 Front St W, Toronto, ON M5V 2T6',
    );
    expect(fullAddress({ address: '', city: 'Kingston', province: 'ON', zip_code: null })).toBe('Kingston, ON');
  });
});

describe('franchiseLocationLine', () => {
  it('prints the parts a location has, each after a comma', () => {
    expect(franchiseLocationLine({ address: '100 King St W', city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' })).toBe(
      '100 King St W, Toronto, ON, M5H 2N2',
    );
    expect(franchiseLocationLine({ address: '1 Main St', city: null, province: 'QC', zip_code: '' })).toBe('1 Main St, QC');
  });
});
