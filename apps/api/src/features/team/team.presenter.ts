import {
  isRole,
  memberStatusName,
  MEMBER_STATUSES,
  Role,
  type TeamDriver,
  type TeamVehicle,
  type VehicleType,
} from '@routier/domain';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DriverLicenseRow } from '../../db/schema/index.js';
import { thumbnailKeyOf } from '../../platform/files/images.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import type { VehicleRow } from '../loads/loads.service.js';
import type { MemberJoin } from '../users/user-records.service.js';

const ImageSchema = z.object({ path_url: z.string(), thumbnail_url: z.string().nullable() });

export const TeamDriverSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  status_name: z.enum(MEMBER_STATUSES),
  active_loads: z.number().int(),
  completed_loads: z.number().int(),
  role: z.number().int(),
  deleted_at: z.string().nullable(),
  dealer_plate_number: z.string().nullable(),
  driver_license: ImageSchema.nullable(),
  profile_image: ImageSchema.nullable(),
});

export const TeamVehicleSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  license_plate: z.string(),
  capacity: z.number().int(),
  is_active: z.boolean(),
  deleted_at: z.string().nullable(),
});

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
