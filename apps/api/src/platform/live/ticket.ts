import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_TICKET_TTL_SECONDS } from '@routier/domain';
import type { Env } from '../../config/env.js';

export type TicketDeps = { env: Pick<Env, 'LIVE_TICKET_KEY' | 'dataDir'>; clock: () => Date };

const keys = new Map<string, Buffer>();

/**
 * LIVE_TICKET_KEY, or a random key generated once and kept in DATA_DIR/live-ticket.key (0600). Instances on
 * other machines share no DATA_DIR: they must be given the same LIVE_TICKET_KEY (docs/deploy.md).
 */
const ticketKey = ({ env }: TicketDeps): Buffer => {
  if (env.LIVE_TICKET_KEY) return Buffer.from(env.LIVE_TICKET_KEY);
  const file = path.join(env.dataDir, 'live-ticket.key');
  const cached = keys.get(file);
  if (cached) return cached;
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  let key: Buffer;
  try {
    key = read();
  } catch {
    key = randomBytes(32);
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      key = read(); // another process wrote it first: use that one
    }
  }
  keys.set(file, key);
  return key;
};

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
