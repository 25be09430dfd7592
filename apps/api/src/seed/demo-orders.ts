import { OrderStatus, ShippingMethod } from '@routier/domain';
import type { PlaceKey } from './demo-places.js';

export type DemoOwner = 'dealer' | 'subdealer' | 'private';
/** Loads of a job: who drives, and how far each load got. */
export type DemoLoad = {
  driver: 'driver' | 'driver2' | 'driver3';
  /** none: a drive-away driver drives the car itself */
  vehicle: 0 | 1 | 2 | null;
  status: 11 | 12;
  progress: number;
  cars: number[];
};

export type DemoOrder = {
  owner: DemoOwner;
  status: OrderStatus;
  from: PlaceKey;
  to: PlaceKey;
  cars: number;
  method: ShippingMethod | null;
  daysAgo: number;
  step?: number;
  autoDispatch?: boolean;
  priced?: boolean;
  express?: boolean;
  enclosed?: boolean;
  inoperable?: boolean;
  rejectComment?: string;
  onTime?: boolean;
  loads?: DemoLoad[];
  /** a catalogue model to use for the first car */
  model?: string;
  /** booked but held by no carrier: an offer on the load board */
  offer?: boolean;
};

const S = OrderStatus;
const M = ShippingMethod;

/** Maple Motors' orders (dealer and sub-dealer) and the private user's: every status 1–11. */
export const DEMO_ORDERS: DemoOrder[] = [
  { owner: 'dealer', status: S.Draft, from: 'toronto', to: 'montreal', cars: 1, method: null, daysAgo: 1, step: 1 },
  { owner: 'subdealer', status: S.Draft, from: 'mississauga', to: 'ottawa', cars: 2, method: null, daysAgo: 2, step: 2 },
  {
    owner: 'dealer',
    status: S.Draft,
    from: 'toronto',
    to: 'kingston',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 3,
    step: 4,
    priced: true,
  },
  {
    owner: 'dealer',
    status: S.Draft,
    from: 'hamilton',
    to: 'london',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 12,
    step: 4,
    priced: true,
    rejectComment: 'The pickup address is missing the unit number. Please add it and submit again.',
  },
  { owner: 'dealer', status: S.Cancelled, from: 'toronto', to: 'ottawa', cars: 1, method: M.HaulAway, daysAgo: 40, priced: true },
  { owner: 'dealer', status: S.Active, from: 'toronto', to: 'montreal', cars: 2, method: M.HaulAway, daysAgo: 4, priced: true },
  // booked this morning: still within the 12 hours a customer may cancel in
  { owner: 'dealer', status: S.Active, from: 'toronto', to: 'ottawa', cars: 1, method: M.HaulAway, daysAgo: 0, priced: true },
  {
    owner: 'subdealer',
    status: S.Active,
    from: 'kitchener',
    to: 'toronto',
    cars: 1,
    method: M.DriveAway,
    daysAgo: 5,
    priced: true,
    express: true,
    // accepted, not started: the carrier may still edit or cancel it
    loads: [{ driver: 'driver2', vehicle: null, status: 12, progress: 0, cars: [0] }],
  },
  {
    owner: 'dealer',
    status: S.Active,
    from: 'oshawa',
    to: 'kingston',
    cars: 1,
    method: M.HaulAway,
    daysAgo: 6,
    priced: true,
    enclosed: true,
    model: '911 Carrera',
  },
  {
    owner: 'dealer',
    status: S.InProgress,
    from: 'toronto',
    to: 'montreal',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 9,
    priced: true,
    loads: [{ driver: 'driver', vehicle: 1, status: 12, progress: 5, cars: [0, 1] }],
  },
  {
    owner: 'dealer',
    status: S.InProgress,
    from: 'calgary',
    to: 'vancouver',
    cars: 3,
    method: M.HaulAway,
    daysAgo: 11,
    priced: true,
    loads: [
      { driver: 'driver', vehicle: 2, status: 12, progress: 6, cars: [0, 1] },
      { driver: 'driver', vehicle: 2, status: 11, progress: 0, cars: [2] },
    ],
  },
  {
    owner: 'subdealer',
    status: S.InProgress,
    from: 'mississauga',
    to: 'hamilton',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 7,
    priced: true,
    loads: [{ driver: 'driver', vehicle: 0, status: 12, progress: 2, cars: [0] }],
  },
  {
    owner: 'dealer',
    status: S.Completed,
    from: 'ottawa',
    to: 'quebec',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 20,
    priced: true,
    onTime: true,
    loads: [{ driver: 'driver2', vehicle: 1, status: 12, progress: 6, cars: [0, 1] }],
  },
  {
    owner: 'subdealer',
    status: S.Completed,
    from: 'london',
    to: 'windsor',
    cars: 1,
    method: M.DriveAway,
    daysAgo: 24,
    priced: true,
    onTime: false,
    loads: [{ driver: 'driver3', vehicle: 0, status: 12, progress: 6, cars: [0] }],
  },
  {
    owner: 'dealer',
    status: S.CompletedConfirmed,
    from: 'edmonton',
    to: 'calgary',
    cars: 3,
    method: M.HaulAway,
    daysAgo: 35,
    priced: true,
    onTime: true,
    loads: [{ driver: 'driver2', vehicle: 2, status: 12, progress: 6, cars: [0, 1, 2] }],
  },
  {
    owner: 'dealer',
    status: S.CompletedConfirmed,
    from: 'halifax',
    to: 'moncton',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 48,
    priced: true,
    onTime: true,
    loads: [{ driver: 'driver3', vehicle: 0, status: 12, progress: 6, cars: [0] }],
  },
  {
    owner: 'dealer',
    status: S.CancelledRefunded,
    from: 'winnipeg',
    to: 'regina',
    cars: 1,
    method: M.HaulAway,
    daysAgo: 30,
    priced: true,
  },
  {
    owner: 'dealer',
    status: S.Delayed,
    from: 'vancouver',
    to: 'kelowna',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 14,
    priced: true,
    loads: [{ driver: 'driver2', vehicle: 1, status: 12, progress: 5, cars: [0, 1] }],
  },
  { owner: 'dealer', status: S.Quotes, from: 'toronto', to: 'halifax', cars: 1, method: null, daysAgo: 3, step: 3 },
  {
    owner: 'subdealer',
    status: S.Quotes,
    from: 'montreal',
    to: 'sherbrooke',
    cars: 1,
    method: null,
    daysAgo: 8,
    step: 3,
    inoperable: true,
  },
  { owner: 'dealer', status: S.Hold, from: 'barrie', to: 'toronto', cars: 1, method: M.DriveAway, daysAgo: 10, priced: true },
  {
    owner: 'dealer',
    status: S.AutoDispatchPending,
    from: 'toronto',
    to: 'calgary',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 2,
    step: 4,
    autoDispatch: true,
  },
  {
    owner: 'subdealer',
    status: S.AutoDispatchPending,
    from: 'quebec',
    to: 'montreal',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 1,
    step: 4,
    autoDispatch: true,
  },
  {
    owner: 'dealer',
    status: S.Draft,
    from: 'ottawa',
    to: 'montreal',
    cars: 1,
    method: null,
    daysAgo: 0,
    step: 2,
    autoDispatch: true,
  },
  {
    owner: 'dealer',
    status: S.Draft,
    from: 'kitchener',
    to: 'ottawa',
    cars: 2,
    method: M.HaulAway,
    daysAgo: 1,
    step: 4,
    autoDispatch: true,
    priced: true,
  },
  { owner: 'private', status: S.Draft, from: 'ottawa', to: 'toronto', cars: 1, method: null, daysAgo: 1, step: 2 },
  { owner: 'private', status: S.Active, from: 'ottawa', to: 'montreal', cars: 1, method: M.Flatbed, daysAgo: 3, priced: true },
  {
    owner: 'private',
    status: S.InProgress,
    from: 'ottawa',
    to: 'kingston',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 6,
    priced: true,
    loads: [{ driver: 'driver', vehicle: 0, status: 11, progress: 0, cars: [0] }],
  },
  {
    owner: 'private',
    status: S.CompletedConfirmed,
    from: 'montreal',
    to: 'ottawa',
    cars: 1,
    method: M.HaulAway,
    daysAgo: 50,
    priced: true,
    onTime: true,
    loads: [{ driver: 'driver3', vehicle: 1, status: 12, progress: 6, cars: [0] }],
  },
  { owner: 'private', status: S.Quotes, from: 'ottawa', to: 'halifax', cars: 1, method: null, daysAgo: 15, step: 3 },
  // Offers on the load board: open to Northern Haul (ON, QC, AB, BC) except the Halifax one.
  {
    owner: 'dealer',
    status: S.Active,
    from: 'toronto',
    to: 'kingston',
    cars: 3,
    method: M.HaulAway,
    daysAgo: 1,
    priced: true,
    offer: true,
  },
  {
    owner: 'dealer',
    status: S.Active,
    from: 'mississauga',
    to: 'montreal',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 2,
    priced: true,
    express: true,
    offer: true,
  },
  {
    owner: 'dealer',
    status: S.Active,
    from: 'calgary',
    to: 'vancouver',
    cars: 1,
    method: M.HaulAway,
    daysAgo: 3,
    priced: true,
    enclosed: true,
    offer: true,
  },
  {
    owner: 'private',
    status: S.Active,
    from: 'ottawa',
    to: 'quebec',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 0,
    priced: true,
    offer: true,
  },
  {
    owner: 'private',
    status: S.Active,
    from: 'halifax',
    to: 'moncton',
    cars: 1,
    method: M.Flatbed,
    daysAgo: 2,
    priced: true,
    offer: true,
  },
  { owner: 'private', status: S.Cancelled, from: 'ottawa', to: 'quebec', cars: 1, method: M.HaulAway, daysAgo: 55, priced: true },
];

/** Statuses whose orders are held by the demo transport company. */
export const CARRIER_HELD_STATUSES: readonly OrderStatus[] = [
  S.Active,
  S.InProgress,
  S.Completed,
  S.CompletedConfirmed,
  S.Delayed,
];
