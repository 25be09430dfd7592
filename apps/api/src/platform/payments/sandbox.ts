import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { parseSandboxToken, type CardBrand } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema/index.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.js';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const SAVED_PREFIX = 'card_sandbox_';

const resultOf = (row: IntentRow): ChargeResult => {
  const card = { brand: row.brand as CardBrand, last4: row.last4 };
  if (row.status === 'succeeded') return { status: 'succeeded', paymentIntentId: row.id, card, reusableRef: null };
  if (row.status === 'failed' || row.status === 'canceled')
    return { status: 'failed', paymentIntentId: row.id, code: row.errorCode ?? 'card_declined', card };
  return { status: 'requires_action', paymentIntentId: row.id, clientSecret: row.clientSecret, card };
};

const findIntent = async (db: DbOrTx, id: string) =>
  (await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)))[0] ?? null;

/** A saved sandbox card keeps the token's parts (brand, last 4, behaviour), never a number. */
const sourceToken = (request: ChargeRequest) =>
  'token' in request.source ? request.source.token : request.source.savedRef.replace(SAVED_PREFIX, 'tok_sandbox_');

/** A succeeded charge asked to save its card answers the card's reusable reference, replays included (as Stripe does). */
const withReusableRef = (result: ChargeResult, request: ChargeRequest): ChargeResult => {
  if (result.status !== 'succeeded' || !request.saveCard) return result;
  return {
    ...result,
    reusableRef: sourceToken(request)
      .replace('tok_sandbox_', SAVED_PREFIX)
      .replace(/_[A-Za-z0-9]+$/, '_saved0'),
  };
};

/** What confirming an intent created from a test card does (Stripe runs the card at confirmation). */
const confirmedStatus = (behaviour: string) =>
  behaviour === 'succeed' ? 'succeeded' : behaviour === 'authenticate' ? 'requires_action' : 'failed';

/**
 * The embedded gateway: acts like Stripe's test mode on the tokens the web's card form makes (4242… succeeds,
 * 4000 0025 0000 3155 requires authentication, 4000 0000 0000 0002 is declined…). Intents live in its own
 * table, keyed by the idempotency key, so a retried charge returns the first result instead of charging again.
 * Like the Stripe adapter, a charge creates the intent, lets the caller record its id, then confirms it.
 */
export const createSandboxGateway = (db: DbOrTx): PaymentGateway => {
  /** Confirms once: only an intent `created` (the card not run yet) or `authenticated` (3-D Secure done) moves. */
  const confirmRow = async (row: IntentRow): Promise<ChargeResult> => {
    if (row.status === 'created' || row.status === 'authenticated') {
      const status = row.status === 'authenticated' ? 'succeeded' : confirmedStatus(row.behaviour);
      const errorCode = status === 'failed' ? row.behaviour.replace(/^decline:/, '') : null;
      const [moved] = await db
        .update(sandboxPaymentIntents)
        .set({ status, errorCode })
        .where(and(eq(sandboxPaymentIntents.id, row.id), eq(sandboxPaymentIntents.status, row.status)))
        .returning();
      if (moved) return resultOf(moved);
    }
    return resultOf((await findIntent(db, row.id)) ?? row);
  };

  return {
    kind: 'sandbox',
    publishableKey: null,
    charge: async (request) => {
      const parts = parseSandboxToken(sourceToken(request));
      if (!parts) return { status: 'failed', paymentIntentId: null, code: 'invalid_number', card: null };
      const id = `pi_sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          idempotencyKey: request.idempotencyKey,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountCents: request.amountCents,
          currency: request.currency,
          status: 'created',
          behaviour: parts.behaviour,
          orderId: request.orderId,
          brand: parts.brand,
          last4: parts.last4,
        })
        .onConflictDoNothing();
      const row = (await findIntent(db, id))!;
      await request.recordIntent(row.id);
      return withReusableRef(await confirmRow(row), request);
    },
    confirm: async (paymentIntentId) => {
      const row = await findIntent(db, paymentIntentId);
      if (!row) return { status: 'failed', paymentIntentId: null, code: 'processing_error', card: null };
      return confirmRow(row);
    },
    retrieve: async (paymentIntentId) => {
      const row = await findIntent(db, paymentIntentId);
      return row ? resultOf(row) : null;
    },
    cancel: async (paymentIntentId) => {
      const [canceled] = await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled', errorCode: 'canceled' })
        .where(
          and(eq(sandboxPaymentIntents.id, paymentIntentId), notInArray(sandboxPaymentIntents.status, ['succeeded', 'failed'])),
        )
        .returning();
      if (canceled) return resultOf(canceled);
      const row = await findIntent(db, paymentIntentId);
      return row ? resultOf(row) : { status: 'failed', paymentIntentId: null, code: 'canceled', card: null };
    },
    refund: async (paymentIntentId, key, amountCents) => {
      // One refund per key (as Stripe): a retry is a no-op; partial refunds of one intent add up to its amount.
      const row = await findIntent(db, paymentIntentId);
      if (!row || row.status !== 'succeeded') return;
      if ((await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, key))).length) return;
      const given = row.refundedAt ? row.refundedCents || row.amountCents : 0;
      if (amountCents === undefined && given >= row.amountCents) return; // all of it given back already
      const amount = amountCents ?? row.amountCents - given;
      if (amount <= 0 || given + amount > row.amountCents)
        throw new Error('sandbox: refund amount is greater than the unrefunded amount');
      const [added] = await db
        .insert(sandboxRefunds)
        .values({ idempotencyKey: key, paymentIntentId, amountCents: amount })
        .onConflictDoNothing()
        .returning();
      if (!added) return;
      await db
        .update(sandboxPaymentIntents)
        .set({ refundedAt: new Date(), refundedCents: sql`${sandboxPaymentIntents.refundedCents} + ${amount}` })
        .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    },
    charges: async (since) =>
      (
        await db
          .select()
          .from(sandboxPaymentIntents)
          .where(and(eq(sandboxPaymentIntents.status, 'succeeded'), gte(sandboxPaymentIntents.createdAt, since)))
      ).map((row) => ({
        paymentIntentId: row.id,
        orderId: row.orderId,
        amountCents: row.amountCents,
        // a refund made before the amount was kept gave back all of it
        refundedCents: row.refundedAt ? row.refundedCents || row.amountCents : 0,
      })),
  };
};

/**
 * The sandbox's 3-D Secure page: the customer completes (or fails) the authentication of an intent that
 * requires it, proving it with the intent's client secret, as Stripe.js does on Stripe's side.
 */
export const authenticateSandboxIntent = async (
  db: DbOrTx,
  input: { paymentIntentId: string; clientSecret: string; succeed: boolean },
): Promise<'authenticated' | 'failed' | 'unknown'> => {
  const row = await findIntent(db, input.paymentIntentId);
  if (!row || row.clientSecret !== input.clientSecret || row.status !== 'requires_action') return 'unknown';
  const status = input.succeed ? 'authenticated' : 'failed';
  await db
    .update(sandboxPaymentIntents)
    .set({ status, errorCode: input.succeed ? null : 'authentication_failed' })
    .where(eq(sandboxPaymentIntents.id, row.id));
  return status;
};

/**
 * A succeeded charge made earlier, recorded as the embedded gateway keeps it (the demo data's bookings): given
 * back whole at `refundedAt` when that is set.
 */
export const recordSandboxCharge = async (
  db: DbOrTx,
  charge: { id: string; idempotencyKey: string; orderId: number; amountCents: number; at: Date; refundedAt: Date | null },
) => {
  await db.insert(sandboxPaymentIntents).values({
    id: charge.id,
    idempotencyKey: charge.idempotencyKey,
    clientSecret: `${charge.id}_secret_${randomBytes(8).toString('hex')}`,
    amountCents: charge.amountCents,
    currency: 'cad',
    status: 'succeeded',
    orderId: charge.orderId,
    brand: 'visa',
    last4: '4242',
    refundedAt: charge.refundedAt,
    refundedCents: charge.refundedAt ? charge.amountCents : 0,
    createdAt: charge.at,
  });
};
