import { Role, VehicleType } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { addVehicles } from '../features/loads/loads.service.js';
import { insertDiscounts, insertUser as addUser, type NewUser } from '../features/users/user-records.service.js';
import { lakeshoreAuto, mapleMotors, northernHaul, prairieExpress } from './demo-businesses.js';

const DAY = 86_400_000;
/** Maple Motors' dealer discount: 10 % (1000 bp), valid 30 more days. */
export const DEALER_DISCOUNT_BP = 1_000;

type SeedContext = { tx: Tx; now: Date; passwordHash: string };

const insertUser = async ({ tx, now, passwordHash }: SeedContext, values: Omit<NewUser, 'passwordHash'>) => {
  const approved = values.active ?? true;
  return addUser(
    { db: tx },
    {
      active: true,
      locale: 'en',
      emailVerifiedAt: new Date(now.getTime() - 90 * DAY),
      approvedAt: approved ? new Date(now.getTime() - 89 * DAY) : null,
      createdAt: new Date(now.getTime() - 90 * DAY),
      ...values,
      passwordHash,
    },
  );
};

/** Every demo account, their two businesses (plus the pending dealer's), the dealer's discount and the carrier's trucks. */
export const seedDemoUsers = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const maple = await mapleMotors(tx);
  const haul = await northernHaul(tx, now);
  const lakeshore = await lakeshoreAuto(tx);
  const prairie = await prairieExpress(tx, now);
  await insertDiscounts({ db: tx }, [
    { businessDetailsId: maple.id, discountBp: DEALER_DISCOUNT_BP, expiryDate: new Date(now.getTime() + 30 * DAY) },
  ]);

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
    provinces: ['ON', 'QC'],
    ...staff,
  });
  // A dispatcher who just accepted the invitation: first sign-in goes to /user/update.
  await insertUser(ctx, {
    role: Role.Dispatcher,
    email: 'new.dispatcher@routier.test',
    firstName: null,
    lastName: null,
    phone: null,
    businessDetailsId: haul.id,
    parentId: carrier.id,
    newUser: true,
    provinces: ['ON'],
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
    role: Role.TransportCompany,
    email: 'carrier2@routier.test',
    firstName: 'Karen',
    lastName: 'Olsen',
    phone: '403-555-0145',
    businessDetailsId: prairie.id,
    address: prairie.address,
    lat: prairie.lat,
    lng: prairie.lng,
  });
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

  const trucks = await addVehicles({ db: tx }, [
    { businessDetailsId: haul.id, type: VehicleType.FlatbedTruck, licensePlate: 'FLT 4821', capacity: 1 },
    { businessDetailsId: haul.id, type: VehicleType.HaulTruck, licensePlate: 'HAL 7310', capacity: 8 },
    { businessDetailsId: haul.id, type: VehicleType.HaulTruck, licensePlate: 'HAL 7311', capacity: 8 },
  ]);
  trucks.sort((a, b) => a.id - b.id);

  return { maple, haul, dealer, subdealer, privateUser, carrier, drivers, vehicleIds: trucks.map((t) => t.id) };
};

export type DemoPeople = Awaited<ReturnType<typeof seedDemoUsers>>;
