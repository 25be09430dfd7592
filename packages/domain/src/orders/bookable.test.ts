import { describe, expect, it } from 'vitest';
import { assertBookable, incompleteBookingStep, isBookable, type BookableOrder } from './bookable.js';

const car = { vin: '1HGCM82633A004352', type: 1, make: 'Honda', model: 'Accord', year: 2022, is_modified: false, comments: null };
const contact = (type: string) => ({ type, name: 'Ana Lopez', email: 'ana@example.com', phone: '416-555-0199' });
const complete: BookableOrder = {
  from: {},
  to: {},
  start_at: '2026-11-26',
  cars: [car],
  contact_details: [contact('pickup'), contact('destination')],
  release_form: false,
  release_form_files: [],
};
const today = '2026-11-26';

describe('assertBookable', () => {
  it('accepts a complete order', () => {
    expect(assertBookable(complete, { today })).toEqual({});
    expect(isBookable(complete, { today })).toBe(true);
    expect(incompleteBookingStep({})).toBeNull();
  });

  it('names every missing part of a car', () => {
    const errors = assertBookable(
      {
        ...complete,
        cars: [car, { vin: null, type: null, make: ' ', model: null, year: null, is_modified: true, comments: '' }],
      },
      { today },
    );
    expect(errors).toEqual({
      'cars.1.vin': ['isRequired'],
      'cars.1.type': ['isRequired'],
      'cars.1.make': ['isRequired'],
      'cars.1.model': ['isRequired'],
      'cars.1.year': ['isRequired'],
      'cars.1.comments': ['isRequired'],
    });
    expect(incompleteBookingStep(errors)).toBe(2);
  });

  it('refuses a malformed VIN, an unknown type and a year out of the vehicle step range', () => {
    const errors = assertBookable({ ...complete, cars: [{ ...car, vin: 'IIIIIIIIIIIIIIIII', type: 9, year: 2028 }] }, { today });
    expect(errors).toEqual({ 'cars.0.vin': ['invalidVIN'], 'cars.0.type': ['isRequired'], 'cars.0.year': ['outOfRange'] });
    expect(assertBookable({ ...complete, cars: [{ ...car, year: 1900 }] }, { today })).toEqual({ 'cars.0.year': ['outOfRange'] });
    expect(assertBookable({ ...complete, cars: [{ ...car, year: 2027 }] }, { today })).toEqual({});
  });

  it('needs addresses, at least one car and a start date not before yesterday', () => {
    expect(assertBookable({ ...complete, from: null, to: null, cars: [], start_at: null }, { today })).toEqual({
      from: ['isRequired'],
      to: ['isRequired'],
      cars: ['isRequired'],
      start_at: ['isRequired'],
    });
    expect(assertBookable({ ...complete, start_at: '2026-11-25' }, { today })).toEqual({});
    const past = assertBookable({ ...complete, start_at: '2026-11-24' }, { today });
    expect(past).toEqual({ start_at: ['startDateTooEarly'] });
    expect(incompleteBookingStep(past)).toBe(2);
    // an accepted carrier quote keeps the date it was quoted on
    expect(assertBookable({ ...complete, start_at: '2026-11-24' }, { today, allowPastStart: true })).toEqual({});
    expect(assertBookable({ ...complete, from: null }, { today }).from).toEqual(['isRequired']);
    expect(incompleteBookingStep({ from: ['isRequired'], start_at: ['isRequired'] })).toBe(1);
  });

  it('needs both contacts, valid, and the release form answered with a file when yes', () => {
    const errors = assertBookable(
      { ...complete, contact_details: [{ ...contact('pickup'), email: 'nope', phone: '12' }], release_form: null },
      { today },
    );
    expect(errors).toEqual({
      'pickup.email': ['invalidEmail'],
      'pickup.phone': ['invalidPhone'],
      destination: ['isRequired'],
      release_form: ['isRequired'],
    });
    expect(incompleteBookingStep(errors)).toBe(4);
    expect(assertBookable({ ...complete, release_form: true }, { today })).toEqual({ release_form: ['releaseFormFileRequired'] });
    expect(assertBookable({ ...complete, release_form: true, release_form_files: [{}] }, { today })).toEqual({});
  });

  it('asks a quote request for the route, the cars and the start date only (contacts come after)', () => {
    const request = { ...complete, contact_details: [], release_form: null };
    expect(assertBookable(request, { today, scope: 'quote-request' })).toEqual({});
    expect(assertBookable({ ...request, cars: [{ ...car, vin: null }] }, { today, scope: 'quote-request' })).toEqual({
      'cars.0.vin': ['isRequired'],
    });
  });
});
