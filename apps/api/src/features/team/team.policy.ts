import { Role } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import type { VehicleRow } from '../loads/loads.service.js';

type Caller = Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>;
type Member = Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>;

const sameCompany = (caller: Caller, businessDetailsId: number | null) =>
  caller.businessDetailsId !== null && businessDetailsId === caller.businessDetailsId;

/**
 * A transport company and its dispatchers manage the company's drivers (same business_details_id); anyone
 * else's are "not found".
 */
export const isOwnDriver = (caller: Caller, member: Member) =>
  member.role === Role.Driver && sameCompany(caller, member.businessDetailsId);

/**
 * PUT /users/activate|deactivate/{id}: the company's drivers, and for the transport company itself also its
 * dispatchers; never the caller himself.
 */
export const canToggleMember = (caller: Caller, member: Member) =>
  member.id !== caller.id &&
  sameCompany(caller, member.businessDetailsId) &&
  (member.role === Role.Driver || (member.role === Role.Dispatcher && caller.role === Role.TransportCompany));

export const isOwnVehicle = (caller: Caller, vehicle: Pick<VehicleRow, 'businessDetailsId'>) =>
  sameCompany(caller, vehicle.businessDetailsId);

/** A list's business_details_id, when sent, must be the caller's own company. */
export const canViewCompany = (caller: Caller, businessDetailsId: number | undefined) =>
  caller.businessDetailsId !== null && (businessDetailsId === undefined || businessDetailsId === caller.businessDetailsId);
