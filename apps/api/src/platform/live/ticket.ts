import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIVE_TICKET_TTL_SECONDS } from '@routier/domain';
import type { Env } from '../../config/env.js';
import { localKey } from '../keys/local-key.js';

export type TicketDeps = { env: Pick<Env, 'LIVE_TICKET_KEY' | 'dataDir'>; clock: () => Date };

/** LIVE_TICKET_KEY, or a key kept in DATA_DIR/live-ticket.key (other machines need the same LIVE_TICKET_KEY: docs/deploy.md). */
const ticketKey = ({ env }: TicketDeps): Buffer => localKey(env.LIVE_TICKET_KEY, env.dataDir, 'live-ticket.key');

/** What a ticket names: the user, the session (bearer token id) it was asked with, its expiry and its one-use id. */
export type TicketClaims = { userId: number; tokenId: number; expires: number; nonce: string };

// The purpose is part of what is signed, so no other HMAC of this key can pass for a ticket.
const sign = (deps: TicketDeps, c: TicketClaims) =>
  createHmac('sha256', ticketKey(deps))
    .update(`live-ticket\n${c.userId}\n${c.tokenId}\n${c.expires}\n${c.nonce}`)
    .digest('base64url');

/**
 * A pass that opens the live channel once, as this user and for this session, until it expires:
 * `<user id>.<token id>.<expiry in s>.<nonce>.<signature>`. Spending it is the caller's business (the nonce).
 */
export const issueLiveTicket = (
  deps: TicketDeps,
  session: { userId: number; tokenId: number },
  ttlSeconds = LIVE_TICKET_TTL_SECONDS,
) => {
  const claims: TicketClaims = {
    ...session,
    expires: Math.floor(deps.clock().getTime() / 1000) + ttlSeconds,
    nonce: randomBytes(12).toString('base64url'),
  };
  const { userId, tokenId, expires, nonce } = claims;
  return { ticket: `${userId}.${tokenId}.${expires}.${nonce}.${sign(deps, claims)}`, expires_in: ttlSeconds };
};

export type TicketCheck = ({ ok: true } & TicketClaims) | { ok: false; reason: 'invalid' | 'expired' };

const positive = (text: string | undefined) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** Checks a ticket's signature (in constant time), then its expiry; whether it was used already is not known here. */
export const checkLiveTicket = (deps: TicketDeps, ticket: string): TicketCheck => {
  const [id, token, exp, nonce, signature, ...rest] = ticket.split('.');
  const userId = positive(id);
  const tokenId = positive(token);
  const expires = positive(exp);
  if (rest.length || !signature || !nonce || !userId || !tokenId || !expires) return { ok: false, reason: 'invalid' };
  const claims = { userId, tokenId, expires, nonce };
  const expected = Buffer.from(sign(deps, claims));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= deps.clock().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, ...claims };
};
