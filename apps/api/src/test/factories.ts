import { Role } from '@routier/domain';
import type { AppDeps } from '../app-deps.js';
import { accessTokens, businessDetails, users, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { newToken } from '../lib/tokens.js';
import { CSRF } from './build-test-app.js';

export const TEST_PASSWORD = 'secret-password';
let passwordHash: string | null = null;
let sequence = 0;

type UserOverrides = Partial<typeof users.$inferInsert>;

export const createTestFactories = ({ db, clock }: AppDeps) => {
  const createBusiness = async (kind: 3 | 5, overrides: Partial<typeof businessDetails.$inferInsert> = {}) => {
    const [row] = await db
      .insert(businessDetails)
      .values({
        kind,
        name: `Business ${++sequence}`,
        province: 'ON',
        shippingMethods: kind === 5 ? [1, 2, 3] : [],
        provinces: kind === 5 ? ['ON', 'QC'] : [],
        ...overrides,
      })
      .returning();
    return row;
  };

  /** A verified, approved user of a role (a business is created for dealers and carriers unless given). */
  const createUser = async (role: Role, overrides: UserOverrides = {}): Promise<UserRow> => {
    passwordHash ??= await hashPassword(TEST_PASSWORD);
    let businessDetailsId = overrides.businessDetailsId;
    if (businessDetailsId === undefined && (role === Role.Dealer || role === Role.TransportCompany)) {
      businessDetailsId = (await createBusiness(role)).id;
    }
    const n = ++sequence;
    const [row] = await db
      .insert(users)
      .values({
        role,
        email: `user${n}-${role}@example.test`,
        passwordHash,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        phone: '416-555-0100',
        active: true,
        emailVerifiedAt: clock(),
        ...overrides,
        businessDetailsId: businessDetailsId ?? null,
      })
      .returning();
    return row;
  };

  /** A bearer token for a user, and the headers of a browser session with it. */
  const tokenFor = async (user: UserRow) => {
    const { token, hash } = newToken();
    await db
      .insert(accessTokens)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(clock().getTime() + 86_400_000) });
    return {
      token,
      headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
    };
  };

  const loginAs = async (role: Role, overrides: UserOverrides = {}) => {
    const user = await createUser(role, overrides);
    return { user, ...(await tokenFor(user)) };
  };

  return { createUser, createBusiness, tokenFor, loginAs };
};
