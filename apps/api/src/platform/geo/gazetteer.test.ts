import { describe, expect, it } from 'vitest';
import { searchGazetteer } from './gazetteer.js';

const both = { countries: ['CA', 'US'] as const, limit: 8 };
const timed = <T>(fn: () => T) => {
  const start = performance.now();
  const result = fn();
  return { result, ms: performance.now() - start };
};

describe('built-in gazetteer', () => {
  it('loads on the first search, then answers within milliseconds', () => {
    const first = timed(() => searchGazetteer('Toronto', both));
    const warm = timed(() => searchGazetteer('Vancouver', both));
    console.info(`gazetteer: first search ${first.ms.toFixed(0)} ms, warm search ${warm.ms.toFixed(2)} ms`);
    expect(first.result[0]).toMatchObject({ city: 'Toronto', province: 'ON', country: 'CA' });
    expect(warm.ms).toBeLessThan(20);
  });

  it('ranks cities by population and ignores accents', () => {
    const places = searchGazetteer('montreal', both);
    expect(places[0]).toMatchObject({ city: 'Montréal', province: 'QC', label: 'Montréal, QC', zip_code: null });
    expect(places.map((p) => p.city)).toContain('Montréal-Est');
    expect(searchGazetteer('Saint-Jérôme', both)[0]).toMatchObject({ city: 'Saint-Jérôme', province: 'QC' });
    expect(searchGazetteer('St Jerome', both)[0]).toMatchObject({ city: 'Saint-Jérôme' });
  });

  it('puts the exact postal code first, with the city it belongs to', () => {
    const [fsa] = searchGazetteer('M5V', both);
    expect(fsa).toMatchObject({ place_id: 'fsa:M5V', city: 'Toronto', province: 'ON', country: 'CA', zip_code: 'M5V' });
    expect(fsa.sublocality).toMatch(/^Downtown Toronto \(Cn Tower/);
    expect(searchGazetteer('h3b 2y5', both)[0]).toMatchObject({ city: 'Montréal', province: 'QC', zip_code: 'H3B 2Y5' });
    expect(searchGazetteer('10001', both)[0]).toMatchObject({
      place_id: 'zip:10001',
      city: 'New York',
      province: 'NY',
      country: 'US',
    });
  });

  it('lists ZIPs starting with a partial ZIP', () => {
    const places = searchGazetteer('9021', { countries: ['US'], limit: 3 });
    expect(places.map((p) => p.zip_code)).toEqual(['90210', '90211', '90212']);
  });

  it('keeps the typed street as the address', () => {
    const [place] = searchGazetteer('100 King St W, Toronto, ON M5H 2N2', both);
    expect(place).toMatchObject({ address: '100 King St W', city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' });
    expect(place.label).toBe('100 King St W, Toronto, ON M5H 2N2');
    expect(searchGazetteer('100 King St W Toronto', both)[0]).toMatchObject({ address: '100 King St W', city: 'Toronto' });
  });

  it('filters by country and by a typed province or state', () => {
    expect(searchGazetteer('Toronto', { countries: ['US'], limit: 8 }).every((p) => p.country === 'US')).toBe(true);
    expect(searchGazetteer('Portland, ME', both)[0]).toMatchObject({ city: 'Portland', province: 'ME' });
    expect(searchGazetteer('vancouver wa', both)[0]).toMatchObject({ city: 'Vancouver', province: 'WA', country: 'US' });
    expect(searchGazetteer('M5V', { countries: ['US'], limit: 8 })).toEqual([]);
  });
});
