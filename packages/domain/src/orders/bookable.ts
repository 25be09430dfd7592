import { Msg } from '../common/messages.js';
import { CAR_TYPES, isStartDateAllowed, isValidVin, maxVehicleYear, MIN_VEHICLE_YEAR, NOTES_MAX_LENGTH } from './car-rules.js';
import { ContactEndSchema } from './contact-details.schemas.js';

/** What booking needs to know of an order, in the shape of GET /orders/{id} (so the wizard passes its order as is). */
export type BookableOrder = {
  from: object | null;
  to: object | null;
  start_at: string | null;
  cars: {
    vin: string | null;
    type: number | null;
    make: string | null;
    model: string | null;
    year: number | null;
    is_modified: boolean;
    comments: string | null;
  }[];
  contact_details: { type: string; name: string; email: string; phone: string }[];
  /** true yes, false no, null unanswered */
  release_form: boolean | null;
  release_form_files: readonly unknown[];
};

export type BookableOptions = {
  /** the day of the check (YYYY-MM-DD, UTC as the vehicle step reads it) */
  today: string;
  /**
   * An auto-dispatch order paid after its quote was accepted keeps the start date the carriers quoted
   * on: it must be there, it may have passed since (the customer cannot edit the order any more).
   */
  allowPastStart?: boolean;
  /** a quote request (pricing step) comes before the contacts: it needs the route, the cars and the start date */
  scope?: 'booking' | 'quote-request';
};

/** Field errors, keyed like the wizard's fields (`cars.0.vin`, `pickup.email`, `release_form`…); empty when bookable. */
export type BookableErrors = Record<string, Msg[]>;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

const carErrors = (car: BookableOrder['cars'][number], i: number, today: string, errors: BookableErrors) => {
  const at = (field: string, msg: Msg) => (errors[`cars.${i}.${field}`] = [msg]);
  if (blank(car.vin)) at('vin', Msg.isRequired);
  else if (!isValidVin(car.vin!.trim().toUpperCase())) at('vin', Msg.invalidVIN);
  if (car.type === null || !(CAR_TYPES as number[]).includes(car.type)) at('type', Msg.isRequired);
  if (blank(car.make)) at('make', Msg.isRequired);
  if (blank(car.model)) at('model', Msg.isRequired);
  if (car.year === null) at('year', Msg.isRequired);
  else if (car.year < MIN_VEHICLE_YEAR || car.year > maxVehicleYear(new Date(`${today}T00:00:00Z`))) at('year', Msg.outOfRange);
  if (car.is_modified && blank(car.comments)) at('comments', Msg.isRequired);
  else if (car.is_modified && car.comments!.trim().length > NOTES_MAX_LENGTH) at('comments', Msg.notesMaxLength);
};

const contactErrors = (order: BookableOrder, end: 'pickup' | 'destination', errors: BookableErrors) => {
  const contact = order.contact_details.find((c) => c.type === end);
  if (!contact) {
    errors[end] = [Msg.isRequired];
    return;
  }
  const parsed = ContactEndSchema.safeParse({ name: contact.name, email: contact.email, phone: contact.phone });
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const key = `${end}.${issue.path.map(String).join('.')}`;
    errors[key] ??= [issue.message as Msg];
  }
};

/**
 * The one booking rule (issue: the API enforces what the wizard enforces), used by every checkout of the API
 * (customer, guest, auto dispatch, quote request) and by the wizard's confirm step: both addresses, at least
 * one car and every car complete (VIN, type, make, model, year, modification notes when modified), a start
 * date (not before yesterday), both contacts valid, the release form answered, with a file when "yes".
 * Returns the field errors; an empty object means the order may be booked.
 */
export const assertBookable = (
  order: BookableOrder,
  { today, allowPastStart = false, scope = 'booking' }: BookableOptions,
): BookableErrors => {
  const errors: BookableErrors = {};
  if (!order.from) errors.from = [Msg.isRequired];
  if (!order.to) errors.to = [Msg.isRequired];
  if (order.cars.length === 0) errors.cars = [Msg.isRequired];
  order.cars.forEach((car, i) => carErrors(car, i, today, errors));
  if (!order.start_at) errors.start_at = [Msg.isRequired];
  else if (!allowPastStart && !isStartDateAllowed(order.start_at, today)) errors.start_at = [Msg.startDateTooEarly];
  if (scope === 'quote-request') return errors;
  contactErrors(order, 'pickup', errors);
  contactErrors(order, 'destination', errors);
  if (order.release_form === null) errors.release_form = [Msg.isRequired];
  else if (order.release_form && order.release_form_files.length === 0) errors.release_form = [Msg.releaseFormFileRequired];
  return errors;
};

export const isBookable = (order: BookableOrder, options: BookableOptions) =>
  Object.keys(assertBookable(order, options)).length === 0;

/**
 * The wizard step (1-based, as the server's current_step) holding the first incomplete field: 1 addresses,
 * 2 vehicles and start date, 4 contacts and release form. Null when nothing is missing.
 */
export const incompleteBookingStep = (errors: BookableErrors): number | null => {
  const keys = Object.keys(errors);
  if (keys.some((k) => k === 'from' || k === 'to')) return 1;
  if (keys.some((k) => k === 'cars' || k.startsWith('cars.') || k === 'start_at')) return 2;
  if (keys.length > 0) return 4;
  return null;
};
