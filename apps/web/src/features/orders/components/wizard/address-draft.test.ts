import { describe, expect, it } from 'vitest';
import { addressFormFromQuery, readAddressDraft, writeAddressDraft } from './address-draft';

describe('address step prefill', () => {
  it('reads both ends from the query values, with the postal code found in the address', () => {
    const q = new URLSearchParams({
      from_address: '100 King St W, Toronto, ON M5H 1A1',
      from_location: 'Maple Motors',
      from_city: 'Toronto',
      from_lat: '43.6487',
      from_lng: '-79.3817',
      from_province: 'ON',
      to_address: '1 Main St',
      to_city: 'Buffalo',
      to_lat: '42.886',
      to_lng: '-78.878',
      to_province: 'NY',
      sublocality: 'Downtown',
    });
    const form = addressFormFromQuery(q, 1);
    expect(form).toMatchObject({
      from: { city: 'Toronto', zip_code: 'M5H 1A1', country: 'CA', sublocality: 'Downtown' },
      from_company: 'Maple Motors',
      to: { city: 'Buffalo', country: 'US', zip_code: null, label: '1 Main St, Buffalo, NY' },
      us_external_type: 1,
    });
  });

  it('ignores incomplete ends, and keeps the draft in session storage', () => {
    expect(addressFormFromQuery(new URLSearchParams({ from_city: 'Toronto' }), null)).toBeNull();
    const form = addressFormFromQuery(
      new URLSearchParams({ to_address: 'H3A 3G4', to_city: 'Montréal', to_lat: '45.5', to_lng: '-73.57', to_province: 'QC' }),
      null,
    );
    expect(form?.from).toBeNull();
    expect(form?.to?.zip_code).toBe('H3A 3G4');
    writeAddressDraft(form!);
    expect(readAddressDraft()).toEqual(form);
  });
});
