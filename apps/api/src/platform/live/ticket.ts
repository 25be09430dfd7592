import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIVE_TICKET_TTL_SECONDS } from '@routier/domain';
import type { Env } from '../../config/env.js';
import { localKey } from '../keys/local-key.js';

export type TicketDeps = { env: Pick<Env, 'LIVE_TICKET_KEY' | 'dataDir'>; clock: () => Date };

/** LIVE_TICKET_KEY, or a key kept in DATA_DIR/live-ticket.key (other machines need the same LIVE_TICKET_KEY: docs/deploy.md). */
const ticketKey = ({ env }: TicketDeps): Buffer => localKey(env.LIVE_TICKET_KEY, env.dataDir, 'live-ticket.key');

// The purpose is part of what is signed, so no other HMAC of this key can pass for a ticket.
const sign = (deps: TicketDeps, userId: number, expires: number) =>
  createHmac('sha256', ticketKey(deps)).update(`live-ticket\n${userId}\n${expires}`).digest('base64url');

/** A pass that opens the live channel as this user until it expires: `<user id>.<expiry in s>.<signature>`. */
export const issueLiveTicket = (deps: TicketDeps, userId: number, ttlSeconds = LIVE_TICKET_TTL_SECONDS) => {
  const expires = Math.floor(deps.clock().getTime() / 1000) + ttlSeconds;
  return { ticket: `${userId}.${expires}.${sign(deps, userId, expires)}`, expires_in: ttlSeconds };
};

export type TicketCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a ticket's signature (in constant time), then its expiry. */
export const checkLiveTicket = (deps: TicketDeps, ticket: string): TicketCheck => {
  const [id, exp, signature, ...rest] = ticket.split('.');
  const userId = Number(id);
  const expires = Number(exp);
  if (rest.length || !signature || !Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(expires))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(deps, userId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (expires * 1000 <= deps.clock().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
};
