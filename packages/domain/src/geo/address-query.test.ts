import { describe, expect, it } from 'vitest';
import { parseAddressQuery } from './address-query.js';

describe('parseAddressQuery', () => {
  it('splits a full Canadian address into street, city, province and postal code', () => {
    const q = parseAddressQuery('100 King St W, Toronto, ON M5H 2N2');
    expect(q).toMatchObject({ street: '100 King St W', city: 'Toronto', province: 'ON', country: 'CA' });
    expect(q.postal).toMatchObject({ code: 'M5H 2N2', key: 'M5H', country: 'CA' });
  });

  it('keeps an unfinished city after the street', () => {
    expect(parseAddressQuery('100 King St W, Tor')).toMatchObject({ street: '100 King St W', city: 'Tor', province: null });
  });

  it('reads a lone city, and a lone province name as a city', () => {
    expect(parseAddressQuery('Montréal')).toMatchObject({ street: null, city: 'Montréal' });
    expect(parseAddressQuery('Quebec')).toMatchObject({ city: 'Quebec', province: null });
    expect(parseAddressQuery('New York')).toMatchObject({ city: 'New York', province: null });
  });

  it('reads a province written after the city, with or without a comma', () => {
    expect(parseAddressQuery('Toronto ON')).toMatchObject({ city: 'Toronto', province: 'ON' });
    expect(parseAddressQuery('Portland, Maine')).toMatchObject({ city: 'Portland', province: 'ME', country: 'US' });
    expect(parseAddressQuery('Trois-Rivières, Québec, Canada')).toMatchObject({
      city: 'Trois-Rivières',
      province: 'QC',
      country: 'CA',
    });
    expect(parseAddressQuery('Los Angeles, CA')).toMatchObject({ city: 'Los Angeles', province: 'CA', country: 'US' });
  });

  it('does not take a lower-case word for a state code in a lone segment', () => {
    expect(parseAddressQuery('New Me')).toMatchObject({ city: 'New Me', province: null });
  });

  it('reads lone postal codes, FSAs, ZIPs and ZIP prefixes', () => {
    expect(parseAddressQuery('m5h2n2').postal).toMatchObject({ code: 'M5H 2N2', key: 'M5H', partial: false });
    expect(parseAddressQuery('M5V').postal).toMatchObject({ code: 'M5V', key: 'M5V', country: 'CA' });
    expect(parseAddressQuery('10001').postal).toMatchObject({ key: '10001', country: 'US', partial: false });
    expect(parseAddressQuery('10001-1234').postal).toMatchObject({ code: '10001-1234', key: '10001' });
    expect(parseAddressQuery('100').postal).toMatchObject({ key: '100', partial: true });
  });

  it('reads a street with only a postal code', () => {
    const q = parseAddressQuery('100 King St W, M5H 2N2');
    expect(q).toMatchObject({ street: '100 King St W', city: null });
    expect(q.postal?.key).toBe('M5H');
  });

  it('takes a lone segment starting with a number for a street', () => {
    expect(parseAddressQuery('100 King St W')).toMatchObject({ street: '100 King St W', city: null });
  });

  it('keeps the extra segments of a long address in the street', () => {
    expect(parseAddressQuery('Unit 5, 100 King St W, Toronto, ON')).toMatchObject({
      street: 'Unit 5, 100 King St W',
      city: 'Toronto',
      province: 'ON',
    });
  });
});
