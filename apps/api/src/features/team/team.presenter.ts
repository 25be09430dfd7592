import { isRole, memberStatusName, Role, type TeamDriver, type TeamVehicle, type VehicleType } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DriverLicenseRow } from '../../db/schema/index.js';
import { thumbnailKeyOf } from '../../platform/files/images.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import type { VehicleRow } from '../loads/loads.service.js';
import type { MemberJoin } from '../users/user-records.service.js';

type PresentDeps = Pick<AppDeps, 'storage' | 'env' | 'clock'>;

/** The member's license photo through signed URLs (private files), and the avatar from the public uploads. */
export const presentDriver = (
  deps: PresentDeps,
  { user, activeLoads, completedLoads }: MemberJoin,
  license: DriverLicenseRow | null,
): TeamDriver => ({
  id: user.id,
  user_id: user.id,
  full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  email: user.email,
  status_name: memberStatusName({ active: user.active, joined: user.passwordHash !== null }),
  active_loads: Number(activeLoads),
  completed_loads: Number(completedLoads),
  role: isRole(user.role) ? user.role : Role.Driver,
  deleted_at: user.deletedAt?.toISOString() ?? null,
  dealer_plate_number: user.dealerPlateNumber,
  driver_license: license
    ? { path_url: signedFileUrl(deps, license.storageKey), thumbnail_url: signedFileUrl(deps, license.thumbnailKey) }
    : null,
  profile_image: user.profileImagePath
    ? {
        path_url: deps.storage.url(user.profileImagePath),
        thumbnail_url: deps.storage.url(thumbnailKeyOf(user.profileImagePath)),
      }
    : null,
});

export const presentVehicle = (v: VehicleRow): TeamVehicle => ({
  id: v.id,
  type: v.type as VehicleType,
  license_plate: v.licensePlate,
  capacity: v.capacity,
  is_active: v.isActive,
  deleted_at: v.deletedAt?.toISOString() ?? null,
});
