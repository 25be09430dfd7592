import { DealerType, Role, ShippingMethod, VehicleType } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { businessDetails, discounts, users, vehicles } from '../db/schema/index.js';
import { PLACES } from './demo-places.js';

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

type SeedContext = { tx: Tx; now: Date; passwordHash: string };

const insertUser = async ({ tx, now, passwordHash }: SeedContext, values: Omit<typeof users.$inferInsert, 'passwordHash'>) => {
  const approved = values.active ?? true;
  const [row] = await tx
    .insert(users)
    .values({
      active: true,
      locale: 'en',
      emailVerifiedAt: new Date(now.getTime() - 90 * DAY),
      approvedAt: approved ? new Date(now.getTime() - 89 * DAY) : null,
      createdAt: new Date(now.getTime() - 90 * DAY),
      ...values,
      passwordHash,
    })
    .returning();
  return row;
};

const mapleMotors = (tx: Tx) =>
  tx
    .insert(businessDetails)
    .values({
      kind: Role.Dealer,
      type: DealerType.Independent,
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
    })
    .returning();

const northernHaul = (tx: Tx, now: Date) =>
  tx
    .insert(businessDetails)
    .values({
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
      policyNumber: 'NH-2026-004521',
      generalLiabilityCents: 200_000_000,
      cargoInsuranceCents: 25_000_000,
      expiryDate: isoDate(new Date(now.getTime() + 200 * DAY)),
      shippingMethods: [ShippingMethod.DriveAway, ShippingMethod.Flatbed, ShippingMethod.HaulAway],
      provinces: ['ON', 'QC', 'AB', 'BC'],
    })
    .returning();

const lakeshoreAuto = (tx: Tx) =>
  tx
    .insert(businessDetails)
    .values({
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
    })
    .returning();

/** Every demo account, their two businesses (plus the pending dealer's), the dealer's discount and the carrier's trucks. */
export const seedDemoUsers = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const [maple] = await mapleMotors(tx);
  const [haul] = await northernHaul(tx, now);
  const [lakeshore] = await lakeshoreAuto(tx);
  await tx.insert(discounts).values({ businessDetailsId: maple.id, percent: 10, expiryDate: new Date(now.getTime() + 30 * DAY) });

  await insertUser(ctx, {
    role: Role.Admin,
    email: 'admin@routier.test',
    firstName: 'Alice',
    lastName: 'Martin',
    phone: '416-555-0100',
  });
  await insertUser(ctx, {
    role: Role.Accountant,
    email: 'accountant@routier.test',
    firstName: 'Olivier',
    lastName: 'Tremblay',
    phone: '514-555-0107',
  });
  const toronto = { address: maple.address, lat: maple.lat, lng: maple.lng };
  const dealer = await insertUser(ctx, {
    role: Role.Dealer,
    email: 'dealer@routier.test',
    firstName: 'Daniel',
    lastName: 'Chen',
    phone: '416-555-0101',
    businessDetailsId: maple.id,
    hasNewsletterFlag: true,
    ...toronto,
  });
  const subdealer = await insertUser(ctx, {
    role: Role.SubDealer,
    email: 'subdealer@routier.test',
    firstName: 'Sofia',
    lastName: 'Rossi',
    phone: '416-555-0102',
    businessDetailsId: maple.id,
    parentId: dealer.id,
    title: 1,
    newUser: false,
    ...toronto,
  });
  const privateUser = await insertUser(ctx, {
    role: Role.PrivateUser,
    email: 'private@routier.test',
    firstName: 'Priya',
    lastName: 'Patel',
    phone: '613-555-0103',
    postalCode: 'K1P 5J2',
  });
  const crew = { businessDetailsId: haul.id, address: haul.address, lat: haul.lat, lng: haul.lng };
  const carrier = await insertUser(ctx, {
    role: Role.TransportCompany,
    email: 'carrier@routier.test',
    firstName: 'Marc',
    lastName: 'Gagnon',
    phone: '905-555-0104',
    ...crew,
  });
  const staff = { ...crew, parentId: carrier.id, newUser: false };
  await insertUser(ctx, {
    role: Role.Dispatcher,
    email: 'dispatcher@routier.test',
    firstName: 'Emily',
    lastName: 'Wilson',
    phone: '905-555-0105',
    ...staff,
  });
  const drivers = {
    driver: await insertUser(ctx, {
      role: Role.Driver,
      email: 'driver@routier.test',
      firstName: 'Jean-Luc',
      lastName: 'Bouchard',
      phone: '905-555-0111',
      dealerPlateNumber: 'DLR 4471',
      ...staff,
    }),
    driver2: await insertUser(ctx, {
      role: Role.Driver,
      email: 'driver2@routier.test',
      firstName: 'Ryan',
      lastName: "O'Neil",
      phone: '905-555-0112',
      dealerPlateNumber: 'DLR 4472',
      ...staff,
    }),
    driver3: await insertUser(ctx, {
      role: Role.Driver,
      email: 'driver3@routier.test',
      firstName: 'Amir',
      lastName: 'Haddad',
      phone: '905-555-0113',
      dealerPlateNumber: 'DLR 4473',
      ...staff,
    }),
  };
  await insertUser(ctx, {
    role: Role.Dealer,
    email: 'pending.dealer@routier.test',
    firstName: 'Noah',
    lastName: 'Campbell',
    phone: '905-555-0120',
    businessDetailsId: lakeshore.id,
    active: false,
    createdAt: new Date(now.getTime() - DAY),
    address: lakeshore.address,
    lat: lakeshore.lat,
    lng: lakeshore.lng,
  });

  const trucks = await tx
    .insert(vehicles)
    .values([
      { businessDetailsId: haul.id, type: VehicleType.FlatbedTruck, licensePlate: 'FLT 4821', capacity: 1 },
      { businessDetailsId: haul.id, type: VehicleType.HaulTruck, licensePlate: 'HAL 7310', capacity: 8 },
      { businessDetailsId: haul.id, type: VehicleType.HaulTruck, licensePlate: 'HAL 7311', capacity: 8 },
    ])
    .returning();
  trucks.sort((a, b) => a.id - b.id);

  return { maple, haul, dealer, subdealer, privateUser, drivers, vehicleIds: trucks.map((t) => t.id) };
};

export type DemoPeople = Awaited<ReturnType<typeof seedDemoUsers>>;
