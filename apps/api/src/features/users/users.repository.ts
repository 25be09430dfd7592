import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { Role, type AdminAccountStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { businessDetails, discounts, users, type BusinessDetailsRow, type UserRow } from '../../db/schema/index.js';
import { containsPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

/** The one place that queries the users, business_details and discounts tables. */

export type DiscountRow = typeof discounts.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<NewUser>;
export type NewBusiness = typeof businessDetails.$inferInsert;
export type NewDiscount = typeof discounts.$inferInsert;

const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export const findUser = async (db: DbOrTx, id: number): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

/**
 * The account with this email, deleted ones included (the email stays taken). A pending invitation is not an
 * account: it does not hold the address.
 */
export const findUserByEmail = async (db: DbOrTx, email: string): Promise<UserRow | null> =>
  (
    await db
      .select()
      .from(users)
      .where(and(sameEmail(email), eq(users.invitationPending, false)))
      .limit(1)
  )[0] ?? null;

/** A business's pending invitation of this address (removed ones too), if any. */
export const findPendingInvitation = async (db: DbOrTx, email: string, businessDetailsId: number): Promise<UserRow | null> =>
  (
    await db
      .select()
      .from(users)
      .where(and(sameEmail(email), eq(users.invitationPending, true), eq(users.businessDetailsId, businessDetailsId)))
      .limit(1)
  )[0] ?? null;

export const findUserBySocialSub = async (db: DbOrTx, provider: 'google' | 'apple', sub: string): Promise<UserRow | null> => {
  const column = provider === 'google' ? users.googleSub : users.appleSub;
  return (await db.select().from(users).where(eq(column, sub)).limit(1))[0] ?? null;
};

/** Whether any user exists at all (the demo seed runs only on an empty database). */
/** How many users have one of these emails. */
export const countUsersWithEmails = async (db: DbOrTx, emails: string[]): Promise<number> =>
  Number((await db.select({ n: count() }).from(users).where(inArray(users.email, emails)))[0].n);

export const anyUserExists = async (db: DbOrTx): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** The ids of users that are not deleted (and, with an email, have that email): a subquery for other tables' conditions. */
export const liveUserIds = (db: DbOrTx, email?: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(isNull(users.deletedAt), email === undefined ? undefined : and(sameEmail(email), eq(users.invitationPending, false))),
    );

export const insertUsers = async (db: DbOrTx, values: NewUser[]): Promise<UserRow[]> =>
  values.length === 0 ? [] : db.insert(users).values(values).returning();

export const insertUser = async (db: DbOrTx, values: NewUser): Promise<UserRow> => (await insertUsers(db, [values]))[0];

export const updateUserRow = async (db: DbOrTx, id: number, patch: UserPatch): Promise<UserRow> =>
  (await db.update(users).set(patch).where(eq(users.id, id)).returning())[0];

export const findBusiness = async (db: DbOrTx, id: number): Promise<BusinessDetailsRow | null> =>
  (await db.select().from(businessDetails).where(eq(businessDetails.id, id)).limit(1))[0] ?? null;

/** Businesses of a kind whose expiry date (a carrier's insurance) falls between two days, both included. */
export const findBusinessesExpiringBetween = (
  db: DbOrTx,
  kind: number,
  from: string,
  to: string,
): Promise<BusinessDetailsRow[]> =>
  db
    .select()
    .from(businessDetails)
    .where(and(eq(businessDetails.kind, kind), gte(businessDetails.expiryDate, from), lte(businessDetails.expiryDate, to)))
    .orderBy(asc(businessDetails.id));

export const insertBusiness = async (db: DbOrTx, values: NewBusiness): Promise<BusinessDetailsRow> =>
  (await db.insert(businessDetails).values(values).returning())[0];

/** Discounts of a business that have not expired yet, soonest expiry first. */
export const findCurrentDiscounts = (db: DbOrTx, businessId: number, now: Date): Promise<DiscountRow[]> =>
  db
    .select()
    .from(discounts)
    .where(and(eq(discounts.businessDetailsId, businessId), gte(discounts.expiryDate, now)))
    .orderBy(asc(discounts.expiryDate));

export const insertDiscounts = async (db: DbOrTx, values: NewDiscount[]): Promise<DiscountRow[]> =>
  values.length === 0 ? [] : db.insert(discounts).values(values).returning();

// The admin's approval console: accounts with their business.

export const ADMIN_ACCOUNT_SORTS: SortMap<'created_at'> = { created_at: users.createdAt };
export const ACCOUNT_TIE_BREAKER = users.id;

const accountRow = { user: users, businessName: businessDetails.name };
export type AccountJoin = { user: typeof users.$inferSelect; businessName: string | null };

/** The SQL of accountStatus (domain): active, then rejected, then deactivated, else pending. */
const statusCondition = (status: AdminAccountStatus): SQL | undefined => {
  const inactive = eq(users.active, false);
  if (status === 'active') return eq(users.active, true);
  if (status === 'rejected') return and(inactive, isNotNull(users.rejectedAt));
  if (status === 'deactivated') return and(inactive, isNull(users.rejectedAt), isNotNull(users.deactivatedAt));
  if (status === 'pending') return and(inactive, isNull(users.rejectedAt), isNull(users.deactivatedAt));
  return undefined;
};

const searchCondition = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    ilike(businessDetails.name, pattern),
  ) as SQL;
};

/** Accounts that are not deleted, by approval status, searched on email, names and business name. */
export const accountsQuery = (db: DbOrTx, status: AdminAccountStatus, search?: string): PagedQuery<AccountJoin> => {
  const where = and(isNull(users.deletedAt), statusCondition(status), search ? searchCondition(search) : undefined);
  const from = () => db.select(accountRow).from(users).leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId));
  return {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(users)
          .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
          .where(where)
      )[0].n,
    page: ({ orderBy, limit, offset }) =>
      from()
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

export const findAccount = async (db: DbOrTx, id: number): Promise<AccountJoin | null> => {
  const rows = await db
    .select(accountRow)
    .from(users)
    .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

export type AccountDetailJoin = { user: typeof users.$inferSelect; business: typeof businessDetails.$inferSelect | null };

/** An account with its whole business details, for the admin's review. */
export const findAccountDetail = async (db: DbOrTx, id: number): Promise<AccountDetailJoin | null> => {
  const rows = await db
    .select({ user: users, business: businessDetails })
    .from(users)
    .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

/**
 * Approving clears any earlier rejection or deactivation; deactivating (the operator's) keeps the approval date and
 * bars sign-in until approved again.
 */
export const setAccountActive = async (db: DbOrTx, id: number, active: boolean, now: Date) => {
  await db
    .update(users)
    .set(
      active
        ? {
            active,
            approvedAt: now,
            deactivatedAt: null,
            suspendedAt: null,
            rejectedAt: null,
            rejectionReason: null,
            updatedAt: now,
          }
        : { active, deactivatedAt: now, suspendedAt: now, updatedAt: now },
    )
    .where(eq(users.id, id));
};

export const setAccountRejected = async (db: DbOrTx, id: number, reason: string, now: Date) => {
  await db.update(users).set({ active: false, rejectedAt: now, rejectionReason: reason, updatedAt: now }).where(eq(users.id, id));
};

/** A business, its row locked until the transaction ends (the operator's changes of its flags). */
export const lockBusiness = async (db: DbOrTx, id: number): Promise<BusinessDetailsRow | null> =>
  (await db.select().from(businessDetails).where(eq(businessDetails.id, id)).for('update'))[0] ?? null;

/** A user who is not deleted, his row locked until the transaction ends. */
export const lockLiveUser = async (db: DbOrTx, id: number): Promise<UserRow | null> =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update')
  )[0] ?? null;

/** The accounts of a business (not deleted, invitations not accepted aside), oldest first: its owner comes first. */
export const findBusinessMembers = (db: DbOrTx, businessId: number): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(eq(users.businessDetailsId, businessId), isNull(users.deletedAt), eq(users.invitationPending, false)))
    .orderBy(asc(users.id));

export const updateBusiness = async (db: DbOrTx, id: number, patch: Partial<NewBusiness>): Promise<BusinessDetailsRow> =>
  (await db.update(businessDetails).set(patch).where(eq(businessDetails.id, id)).returning())[0];

// A transport company's team (drivers): its members of one role, deleted ones included.

/** Per-member figures another feature computes (load counts), as correlated subqueries on `users.id`. */
export type MemberFigures = { active: SQL<number>; completed: SQL<number> };
export type MemberJoin = { user: UserRow; activeLoads: number; completedLoads: number };

const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
/** 0 inactive, 1 invitation sent, 2 active: the order of memberStatusName (domain) */
const memberStatusRank = sql`case when not ${users.active} then 0 when ${users.passwordHash} is null then 1 else 2 end`;

export const memberSorts = (figures: MemberFigures) =>
  ({
    active_loads: figures.active,
    completed_loads: figures.completed,
    full_name: fullName,
    email: users.email,
    phone: users.phone,
    status: memberStatusRank,
  }) satisfies SortMap<string>;
export const MEMBER_TIE_BREAKER = users.id;

export const companyMembersQuery = (
  db: DbOrTx,
  businessId: number,
  role: number,
  figures: MemberFigures,
): PagedQuery<MemberJoin> => {
  const where = and(eq(users.businessDetailsId, businessId), eq(users.role, role));
  return {
    count: async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select({ user: users, activeLoads: figures.active, completedLoads: figures.completed })
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

/** One member with his figures, deleted or not. */
export const findMember = async (db: DbOrTx, id: number, figures: MemberFigures): Promise<MemberJoin | null> =>
  (
    await db
      .select({ user: users, activeLoads: figures.active, completedLoads: figures.completed })
      .from(users)
      .where(eq(users.id, id))
      .limit(1)
  )[0] ?? null;
/** The approved, not deleted members of a company with one of these roles (its drivers, its dispatchers), by name. */
export const findActiveCompanyUsers = (db: DbOrTx, businessId: number, roles: number[]): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(
      and(eq(users.businessDetailsId, businessId), inArray(users.role, roles), eq(users.active, true), isNull(users.deletedAt)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/**
 * A company's drivers who can drive a load: active, joined (a password chosen from the invitation: an invitee
 * who never joined cannot sign in to answer), not deleted; by name.
 */
export const findDriversWhoCanDrive = (db: DbOrTx, businessId: number): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(
      and(
        eq(users.businessDetailsId, businessId),
        eq(users.role, Role.Driver),
        eq(users.active, true),
        isNull(users.deletedAt),
        isNotNull(users.passwordHash),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Every approved, not deleted user with one of these roles (the admins told of requests and chat). */
export const findActiveUsersWithRoles = (db: DbOrTx, roles: number[]): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.active, true), isNull(users.deletedAt)))
    .orderBy(asc(users.id));

/** How many approved, not deleted members of a company have each role. */
export const countActiveCompanyUsers = async (db: DbOrTx, businessId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(eq(users.businessDetailsId, businessId), eq(users.active, true), isNull(users.deletedAt)))
    .groupBy(users.role);
  return new Map(rows.flatMap((r) => (r.role === null ? [] : [[r.role, Number(r.n)] as const])));
};

/** What a review shows of its author: role, name and business name (reviews, decision 030). */
export type UserNameRow = {
  id: number;
  role: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  businessName: string | null;
};

export const findUserNames = async (db: DbOrTx, ids: number[]): Promise<UserNameRow[]> =>
  ids.length === 0
    ? []
    : db
        .select({
          id: users.id,
          role: users.role,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          businessName: businessDetails.name,
        })
        .from(users)
        .leftJoin(businessDetails, eq(users.businessDetailsId, businessDetails.id))
        .where(inArray(users.id, ids));
/** The ids of the not deleted members of each company with one of its roles (who hears of a company's order). */
export const findMemberIds = async (db: DbOrTx, groups: { businessId: number; roles: number[] }[]): Promise<number[]> => {
  const conditions = groups.map((g) => and(eq(users.businessDetailsId, g.businessId), inArray(users.role, g.roles)));
  if (!conditions.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), or(...conditions)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
};
/** Transport companies serving a province with any of the delivery types (auto dispatch: who is asked to quote). */
export const findCarrierCompaniesServing = (db: DbOrTx, province: string, methods: number[]): Promise<BusinessDetailsRow[]> =>
  methods.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(businessDetails)
        .where(
          and(
            eq(businessDetails.kind, 5),
            arrayContains(businessDetails.provinces, [province]),
            arrayOverlaps(businessDetails.shippingMethods, methods),
          ),
        )
        .orderBy(asc(businessDetails.id));

/** Which of these stored keys are users' profile images: the orphan-file sweeper keeps those. */
export const referencedProfileImages = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db.select({ file: users.profileImagePath }).from(users).where(inArray(users.profileImagePath, keys));
  return rows.flatMap((r) => (r.file ? [r.file] : []));
};

/** The ids of the accounts whose e-mail, name or business name contains the text (the admin's order search). */
export const userIdsMatching = (db: DbOrTx, text: string): SQLWrapper =>
  db
    .select({ id: users.id })
    .from(users)
    .leftJoin(businessDetails, eq(users.businessDetailsId, businessDetails.id))
    .where(searchCondition(text));

/** The ids of the businesses whose name contains the text (a carrier, in the admin's order search). */
export const businessIdsMatching = (db: DbOrTx, text: string): SQLWrapper =>
  db
    .select({ id: businessDetails.id })
    .from(businessDetails)
    .where(ilike(businessDetails.name, containsPattern(text)));

export type BusinessNameRow = { id: number; name: string | null };
export const findBusinessNames = async (db: DbOrTx, ids: number[]): Promise<BusinessNameRow[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: businessDetails.id, name: businessDetails.name })
        .from(businessDetails)
        .where(inArray(businessDetails.id, ids));

/**
 * The approved transport companies an operator may give a job to: a company whose owner account is approved
 * (active), not suspended and not deleted; by name.
 */
export const findApprovedCarrierCompanies = (db: DbOrTx, id?: number): Promise<BusinessDetailsRow[]> =>
  db
    .select()
    .from(businessDetails)
    .where(
      and(
        eq(businessDetails.kind, 5),
        id === undefined ? undefined : eq(businessDetails.id, id),
        inArray(
          businessDetails.id,
          db
            .select({ id: users.businessDetailsId })
            .from(users)
            .where(
              and(
                eq(users.role, Role.TransportCompany),
                eq(users.active, true),
                isNull(users.suspendedAt),
                isNull(users.deletedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(businessDetails.name), asc(businessDetails.id));
