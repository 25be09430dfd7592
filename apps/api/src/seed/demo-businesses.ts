import { addCalendarDays, businessToday, DealerType, Role, ShippingMethod } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { insertBusiness } from '../features/users/user-records.service.js';
import { PLACES } from './demo-places.js';

/** The dealer of the demo (Maple Motors, Toronto, a franchise with two other locations), with every business field filled. */
export const mapleMotors = (tx: Tx) =>
  insertBusiness(
    { db: tx },
    {
      kind: Role.Dealer,
      type: DealerType.Franchise,
      name: 'Maple Motors',
      address: '1200 Bay St, Toronto, ON M5R 2A5',
      city: 'Toronto',
      province: 'ON',
      zipCode: 'M5R 2A5',
      lat: PLACES.toronto.lat,
      lng: PLACES.toronto.lng,
      email: 'sales@maplemotors.test',
      phone: '416-555-0142',
      dealerLicense: 'OMVIC-4829133',
      taxId: '834512976RT0001',
      canPayWithInvoice: true,
    },
  );

/** The transport company: insured, CVOR/USDOT/ICC MC numbers, insurance ending in 20 days (the header badge counts down). */
export const northernHaul = (tx: Tx, now: Date) =>
  insertBusiness(
    { db: tx },
    {
      kind: Role.TransportCompany,
      name: 'Northern Haul Inc.',
      address: '2450 Meadowpine Blvd, Mississauga, ON L5N 6S2',
      city: 'Mississauga',
      province: 'ON',
      zipCode: 'L5N 6S2',
      lat: 43.6119,
      lng: -79.7554,
      email: 'dispatch@northernhaul.test',
      phone: '905-555-0188',
      taxId: '781234560RT0001',
      cvor: '123-456-789',
      usdot: '3456789',
      iccmc: 'MC-987654',
      insuranceCompanyName: 'Intact Insurance',
      policyNumber: 'NH2026004521',
      generalLiabilityCents: 200_000_000,
      cargoInsuranceCents: 25_000_000,
      expiryDate: addCalendarDays(businessToday(now), 20),
      shippingMethods: [ShippingMethod.DriveAway, ShippingMethod.Flatbed, ShippingMethod.HaulAway],
      provinces: ['ON', 'QC', 'AB', 'BC'],
    },
  );

/** A second transport company, so the board shows competition: it bids where Northern Haul applies. */
export const prairieExpress = (tx: Tx, now: Date) =>
  insertBusiness(
    { db: tx },
    {
      kind: Role.TransportCompany,
      name: 'Prairie Express Ltd.',
      address: '4600 72 Ave SE, Calgary, AB T2C 3Z2',
      city: 'Calgary',
      province: 'AB',
      zipCode: 'T2C 3Z2',
      lat: 50.9896,
      lng: -113.9577,
      email: 'loads@prairieexpress.test',
      phone: '403-555-0144',
      taxId: '845512398RT0001',
      cvor: '234-567-890',
      usdot: '4567890',
      iccmc: 'MC-876543',
      insuranceCompanyName: 'Aviva Canada',
      policyNumber: 'PE2026118830',
      generalLiabilityCents: 200_000_000,
      cargoInsuranceCents: 25_000_000,
      // nearly expired: its 7-day reminder is due
      expiryDate: addCalendarDays(businessToday(now), 5),
      shippingMethods: [ShippingMethod.Flatbed, ShippingMethod.HaulAway],
      provinces: ['ON', 'QC', 'AB', 'SK', 'MB'],
    },
  );

/** The business of the dealer awaiting approval. */
export const lakeshoreAuto = (tx: Tx) =>
  insertBusiness(
    { db: tx },
    {
      kind: Role.Dealer,
      type: DealerType.Franchise,
      name: 'Lakeshore Auto Group',
      address: '2500 Lakeshore Rd W, Oakville, ON L6L 1H7',
      city: 'Oakville',
      province: 'ON',
      zipCode: 'L6L 1H7',
      lat: 43.3972,
      lng: -79.7178,
      email: 'fleet@lakeshoreauto.test',
      phone: '905-555-0163',
      dealerLicense: 'OMVIC-5510274',
      taxId: '902716455RT0001',
    },
  );
