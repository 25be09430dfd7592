import sharp from 'sharp';
import { Role, VehicleType } from '@routier/domain';
import type { AppDeps } from '../app-deps.js';
import type { Tx } from '../db/client.js';
import { addVehicles } from '../features/loads/loads.service.js';
import { saveDriverLicense } from '../features/team/drivers.service.js';
import { findUserByEmail, insertUsers } from '../features/users/user-records.service.js';

const DAY = 86_400_000;

type TeamContext = { tx: Tx; now: Date; passwordHash: string; businessDetailsId: number; ownerId: number };

/**
 * Northern Haul's team in every state the team pages show: besides its three active drivers and trucks, a
 * driver it deactivated, one it deleted, one invited who has not chosen a password yet; a flatbed it took off
 * the road and a haul truck it removed.
 */
export const seedDemoTeam = async ({ tx, now, passwordHash, businessDetailsId, ownerId }: TeamContext) => {
  const member = {
    role: Role.Driver,
    businessDetailsId,
    parentId: ownerId,
    locale: 'en',
    createdAt: new Date(now.getTime() - 60 * DAY),
  };
  const joined = { ...member, passwordHash, newUser: false, emailVerifiedAt: new Date(now.getTime() - 60 * DAY) };
  await insertUsers({ db: tx }, [
    {
      ...joined,
      email: 'driver.inactive@routier.test',
      firstName: 'Sophie',
      lastName: 'Lavoie',
      phone: '905-555-0114',
      dealerPlateNumber: 'DLR 4474',
      active: false,
      deactivatedAt: new Date(now.getTime() - 10 * DAY),
    },
    {
      ...joined,
      email: 'driver.deleted@routier.test',
      firstName: 'Kevin',
      lastName: 'Morrison',
      phone: '905-555-0115',
      active: true,
      deletedAt: new Date(now.getTime() - 20 * DAY),
    },
    // invited two days ago: no name, no password, email not verified until he follows the link
    {
      ...member,
      email: 'driver.invited@routier.test',
      active: true,
      newUser: true,
      invitationPending: true,
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
  ]);
  await addVehicles({ db: tx }, [
    { businessDetailsId, type: VehicleType.FlatbedTruck, licensePlate: 'FLT 5190', capacity: 1, isActive: false },
    {
      businessDetailsId,
      type: VehicleType.HaulTruck,
      licensePlate: 'HAL 2264',
      capacity: 6,
      deletedAt: new Date(now.getTime() - 30 * DAY),
    },
  ]);
};

/** A made-up licence card, drawn here so the demo needs no image file. */
const licenceCard = (name: string, number: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
  <rect width="640" height="400" rx="24" fill="#e8f0fb"/>
  <rect width="640" height="72" rx="24" fill="#1c3f7a"/>
  <text x="32" y="48" font-family="sans-serif" font-size="28" font-weight="bold" fill="#ffffff">ONTARIO · DRIVER'S LICENCE · DEMO</text>
  <rect x="32" y="104" width="160" height="200" rx="12" fill="#b8c7e0"/>
  <circle cx="112" cy="170" r="40" fill="#8aa2c8"/>
  <rect x="62" y="222" width="100" height="70" rx="35" fill="#8aa2c8"/>
  <text x="224" y="140" font-family="sans-serif" font-size="26" font-weight="bold" fill="#1c2533">${name}</text>
  <text x="224" y="190" font-family="sans-serif" font-size="22" fill="#1c2533">${number}</text>
  <text x="224" y="240" font-family="sans-serif" font-size="20" fill="#1c2533">CLASS AZ · EXP 2029/06/30</text>
  <text x="32" y="360" font-family="sans-serif" font-size="18" fill="#4a5568">Specimen for the Routier demo: not a real licence</text>
</svg>`),
  )
    .png()
    .toBuffer();

/** The demo driver's licence photo (files live outside the database, so after its transaction). */
export const seedDemoLicence = async (deps: Pick<AppDeps, 'db' | 'privateFiles' | 'clock'>) => {
  const driver = await findUserByEmail(deps, 'driver@routier.test');
  if (!driver) return;
  await saveDriverLicense(deps, driver.id, await licenceCard('BOUCHARD, JEAN-LUC', 'B6271-40518-80712'));
};
