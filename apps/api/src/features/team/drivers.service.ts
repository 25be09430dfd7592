import { randomBytes } from 'node:crypto';
import { Msg, Role, type DriverEditInput, type DriversQuery, type Paged, type TeamDriver } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { users, type BusinessDetailsRow, type UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { reencodeImage } from '../../platform/files/images.js';
import { assertInvitationAllowed, enqueueInvitationEmail } from '../auth/password.service.js';
import { endAllSessions } from '../auth/tokens.service.js';
import { driverLoadCounts, driverRunningLoads } from '../loads/loads.service.js';
import {
  companyMembersQuery,
  findMember,
  findPendingInvitation,
  findUserByEmail,
  insertUser,
  MEMBER_TIE_BREAKER,
  memberSorts,
  updateUser,
  type MemberJoin,
} from '../users/user-records.service.js';
import { canToggleMember, canViewCompany, isOwnDriver } from './team.policy.js';
import { presentDriver } from './team.presenter.js';
import { findLicenses, referencedKeys, replaceLicense } from './team.repository.js';

type Deps = AppDeps;

const figures = (db: DbOrTx) => driverLoadCounts({ db }, users.id);

const present = async (deps: Deps, rows: MemberJoin[]): Promise<TeamDriver[]> => {
  const licenses = new Map(
    (
      await findLicenses(
        deps.db,
        rows.map((r) => r.user.id),
      )
    ).map((l) => [l.userId, l]),
  );
  return rows.map((r) => presentDriver(deps, r, licenses.get(r.user.id) ?? null));
};

const presentOne = async (deps: Deps, id: number) => {
  const row = await findMember(deps, id, figures(deps.db));
  if (!row) throw notFound();
  return (await present(deps, [row]))[0];
};

/** GET /transport-companies/view-drivers: the caller's company's drivers, deleted ones included. */
export const listDrivers = async (deps: Deps, caller: UserRow, query: DriversQuery, url: string): Promise<Paged<TeamDriver>> => {
  if (!canViewCompany(caller, query.business_details_id)) throw forbidden();
  const counts = figures(deps.db);
  const paged = await paginate({
    query: companyMembersQuery(deps, caller.businessDetailsId!, Role.Driver, counts),
    sorts: memberSorts(counts),
    request: query,
    tieBreaker: MEMBER_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => present(deps, rows));
};

/** A driver of the caller's company (deleted too, unless `live`); "not found" for anyone else's. */
const ownDriver = async (deps: Deps, caller: UserRow, id: number, { live = true } = {}) => {
  const member = await findMember(deps, id, figures(deps.db));
  if (!member || !isOwnDriver(caller, member.user)) throw notFound();
  if (live && member.user.deletedAt) throw notFound();
  return member.user;
};

export const getDriver = async (deps: Deps, caller: UserRow, id: number) => {
  await ownDriver(deps, caller, id, { live: false });
  return presentOne(deps, id);
};

const displayName = (caller: UserRow, business: BusinessDetailsRow | null) =>
  business?.name || [caller.firstName, caller.lastName].filter(Boolean).join(' ') || null;

/**
 * POST /drivers: a pending invitation in the caller's company, which becomes the driver's account when he
 * chooses a password through the emailed link (queued in the same transaction). Until then the address is not
 * held: it may register, or be invited by another business. Inviting again a driver who has not joined yet
 * sends a new link; an address with an account, or another pending invitation of this business, is refused.
 * Invitations are limited per inviter and per address.
 */
export const inviteDriver = async (deps: Deps, caller: UserRow, business: BusinessDetailsRow | null, email: string) => {
  if (caller.businessDetailsId === null) throw forbidden();
  if (await findUserByEmail(deps, email)) throw fieldError('email', Msg.emailTaken);
  const existing = await findPendingInvitation(deps, email, caller.businessDetailsId);
  if (existing && !(isOwnDriver(caller, existing) && !existing.deletedAt)) throw fieldError('email', Msg.emailTaken);
  await assertInvitationAllowed(deps, caller.id, email);
  const id = await deps.db
    .transaction(async (tx) => {
      const driver =
        existing ??
        (await insertUser(
          { db: tx },
          {
            role: Role.Driver,
            email,
            businessDetailsId: caller.businessDetailsId,
            parentId: caller.role === Role.TransportCompany ? caller.id : caller.parentId,
            active: true,
            newUser: true,
            locale: caller.locale,
            emailVerifiedAt: null,
            invitationPending: true,
          },
        ));
      await enqueueInvitationEmail(deps, tx, driver, { inviterName: displayName(caller, business) });
      return driver.id;
    })
    .catch((error: unknown) => {
      // the same business invited the same address at the same moment
      if (isUniqueViolation(error)) throw fieldError('email', Msg.emailTaken);
      throw error;
    });
  return presentOne(deps, id);
};

/** PUT /drivers/{id}: names, phone and dealer plate number. */
export const editDriver = async (deps: Deps, caller: UserRow, id: number, input: DriverEditInput) => {
  await ownDriver(deps, caller, id);
  await updateUser(deps, id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    ...(input.dealer_plate_number !== undefined ? { dealerPlateNumber: input.dealer_plate_number || null } : {}),
    updatedAt: deps.clock(),
  });
  return presentOne(deps, id);
};

/** GET /drivers/live-loads/{id}: the loads a driver of the caller's company still has to run. */
export const listDriverLiveLoads = async (deps: Deps, caller: UserRow, id: number) => {
  await ownDriver(deps, caller, id);
  return { data: await driverRunningLoads(deps, id) };
};

/**
 * DELETE /drivers/{id}: the driver is signed out everywhere and can no longer sign in; the row stays (greyed in
 * the list) and can be restored. A driver who still has loads to run is deleted only when the call confirms it
 * (`confirm=1`, after the page named his loads): else 409 `driver.has_live_loads` (decision 060). His loads stay;
 * the company cancels or reassigns them.
 */
export const deleteDriver = async (deps: Deps, caller: UserRow, id: number, confirmed = false) => {
  await ownDriver(deps, caller, id);
  if (!confirmed && (await driverRunningLoads(deps, id)).length > 0) throw new AppError('conflict', 'driver.has_live_loads');
  await deps.db.transaction(async (tx) => {
    await updateUser({ db: tx }, id, { deletedAt: deps.clock(), updatedAt: deps.clock() });
    await endAllSessions(deps, id, tx);
  });
  return presentOne(deps, id);
};

export const restoreDriver = async (deps: Deps, caller: UserRow, id: number) => {
  const driver = await ownDriver(deps, caller, id, { live: false });
  if (driver.deletedAt) await updateUser(deps, id, { deletedAt: null, updatedAt: deps.clock() });
  return presentOne(deps, id);
};

/**
 * PUT /users/activate|deactivate/{id}: a deactivated driver keeps his account but sees no loads; he (or a
 * dispatcher toggled here) is signed out everywhere at once, live sockets included.
 */
export const setMemberActive = async (deps: Deps, caller: UserRow, id: number, active: boolean) => {
  const member = await findMember(deps, id, figures(deps.db));
  if (!member || member.user.deletedAt || !canToggleMember(caller, member.user)) throw notFound();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await updateUser(
      { db: tx },
      id,
      active ? { active, deactivatedAt: null, updatedAt: now } : { active, deactivatedAt: now, updatedAt: now },
    );
    if (!active) await endAllSessions(deps, id, tx);
  });
  return presentOne(deps, id);
};

const licenseKeys = (userId: number) => {
  const random = randomBytes(8).toString('hex');
  return { image: `driver-licenses/${userId}-${random}-full.webp`, thumbnail: `driver-licenses/${userId}-${random}-thumb.webp` };
};

/** Stores a license photo for a driver: redrawn without its metadata, kept privately with a thumbnail; the previous one is dropped. */
export const saveDriverLicense = async (deps: Pick<Deps, 'db' | 'privateFiles' | 'clock'>, id: number, bytes: Buffer) => {
  const image = await reencodeImage(bytes);
  if (!image) throw fieldError('driver_license', Msg.imagesOnly);
  const keys = licenseKeys(id);
  await deps.privateFiles.put(keys.image, image.image);
  await deps.privateFiles.put(keys.thumbnail, image.thumbnail);
  const { previous } = await replaceLicense(deps.db, {
    userId: id,
    storageKey: keys.image,
    thumbnailKey: keys.thumbnail,
    updatedAt: deps.clock(),
  });
  if (previous) {
    await deps.privateFiles.remove(previous.storageKey);
    await deps.privateFiles.remove(previous.thumbnailKey);
  }
};

/** POST /drivers/driver-license/{id}: one image (judged by content) of a driver of the caller's company. */
export const replaceDriverLicense = async (deps: Deps, caller: UserRow, id: number, bytes: Buffer) => {
  await ownDriver(deps, caller, id);
  await saveDriverLicense(deps, id, bytes);
  return presentOne(deps, id);
};

/** Which of these stored keys are driver licences or their thumbnails (the orphan-file sweeper keeps those). */
export const licenseKeysAmong = referencedKeys;
