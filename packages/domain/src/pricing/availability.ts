import { ShippingMethod } from '../orders/enums.js';
import { Role } from '../users/roles.js';

/** Distance limits of the spec (§9): drive away up to 250 km, flatbed up to 600 km; no option for inoperable cars past 700 km. */
export const DRIVE_AWAY_MAX_KM = 250;
export const FLATBED_MAX_KM = 600;
export const INOPERABLE_MAX_KM = 700;

/** Why a method is not offered: i18n keys (namespace "pricing", under "reason."). */
export const UnavailableReason = {
  PrivateUser: 'driveAwayPrivateUser',
  DriveAwayDistance: 'driveAwayDistance',
  DriveAwayCanadaOnly: 'driveAwayCanadaOnly',
  FlatbedDistance: 'flatbedDistance',
  FlatbedCanadaOnly: 'flatbedCanadaOnly',
  InoperableCars: 'inoperableCars',
  EnclosedOneCar: 'enclosedOneCar',
  InoperableTooFar: 'inoperableTooFar',
} as const;
export type UnavailableReason = (typeof UnavailableReason)[keyof typeof UnavailableReason];

export type AvailabilityInput = {
  /** route distance; null when the route could not be determined */
  km: number | null;
  cars: readonly { operable: boolean }[];
  role: Role | null;
  originCountry: 'CA' | 'US';
  destinationCountry: 'CA' | 'US';
};

export type Availability = { available: true } | { available: false; reason: UnavailableReason };

const no = (reason: UnavailableReason): Availability => ({ available: false, reason });
const yes: Availability = { available: true };

/**
 * Spec §4/§9 and docs/architecture.md, Product rules: drive away ≤250 km, Canada only, operable cars, not for private users;
 * flatbed ≤600 km in Canada; haul away operable cars; enclosed one operable car; inoperable cars past 700 km:
 * nothing. The first failing rule gives the reason shown.
 */
export const methodAvailability = (method: ShippingMethod, input: AvailabilityInput): Availability => {
  const allOperable = input.cars.every((c) => c.operable);
  const inCanada = input.originCountry === 'CA' && input.destinationCountry === 'CA';
  const km = input.km ?? 0;
  if (!allOperable && km > INOPERABLE_MAX_KM) return no(UnavailableReason.InoperableTooFar);
  switch (method) {
    case ShippingMethod.DriveAway:
      if (input.role === Role.PrivateUser) return no(UnavailableReason.PrivateUser);
      if (!allOperable) return no(UnavailableReason.InoperableCars);
      if (!inCanada) return no(UnavailableReason.DriveAwayCanadaOnly);
      if (km > DRIVE_AWAY_MAX_KM) return no(UnavailableReason.DriveAwayDistance);
      return yes;
    case ShippingMethod.Flatbed:
      if (!inCanada) return no(UnavailableReason.FlatbedCanadaOnly);
      if (km > FLATBED_MAX_KM) return no(UnavailableReason.FlatbedDistance);
      return yes;
    case ShippingMethod.HaulAway:
      return allOperable ? yes : no(UnavailableReason.InoperableCars);
    case ShippingMethod.Enclosed:
      if (!allOperable) return no(UnavailableReason.InoperableCars);
      return input.cars.length === 1 ? yes : no(UnavailableReason.EnclosedOneCar);
  }
};

/**
 * Whether carriers may be asked to quote a method (issue 18 §3, decision 058): the rule above, except that the
 * automatic price's distance limits do not bind a carrier's own price for non-running cars past 700 km, which
 * travel on a flatbed (in Canada) quoted by the carrier: "no options" becomes "request a quote".
 */
const QUOTED_METHODS = [ShippingMethod.DriveAway, ShippingMethod.Flatbed, ShippingMethod.HaulAway, ShippingMethod.Enclosed];

export const quoteAvailability = (method: ShippingMethod, input: AvailabilityInput): Availability => {
  const allOperable = input.cars.every((c) => c.operable);
  const km = input.km ?? 0;
  if (allOperable || km <= INOPERABLE_MAX_KM) return methodAvailability(method, input);
  if (method !== ShippingMethod.Flatbed) return no(UnavailableReason.InoperableTooFar);
  const inCanada = input.originCountry === 'CA' && input.destinationCountry === 'CA';
  return inCanada ? yes : no(UnavailableReason.FlatbedCanadaOnly);
};

/**
 * A quote request's method (enclosed is haul away with the enclosed flag): a named method must be one carriers may
 * quote; none named, at least one must be. Returns the reason when the request cannot be sent.
 */
export const quoteRequestAvailability = (
  input: AvailabilityInput,
  requested: { shipping_method: number | null; enclosed: boolean },
): Availability => {
  if (requested.shipping_method === null) {
    const all = QUOTED_METHODS.map((m) => quoteAvailability(m, input));
    return all.find((a) => a.available) ?? all[0];
  }
  const wanted =
    requested.enclosed && requested.shipping_method === ShippingMethod.HaulAway
      ? ShippingMethod.Enclosed
      : (requested.shipping_method as ShippingMethod);
  return quoteAvailability(wanted, input);
};
