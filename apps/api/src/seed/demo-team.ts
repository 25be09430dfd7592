import { Role, VehicleType } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { addVehicles } from '../features/loads/loads.service.js';
import { insertUsers } from '../features/users/user-records.service.js';

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
