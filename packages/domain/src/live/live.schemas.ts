import { z } from 'zod';
import { Msg } from '../common/messages.js';

/** How long a live-channel ticket opens the socket: long enough to connect, short enough to leak nothing. */
export const LIVE_TICKET_TTL_SECONDS = 60;

/** POST /live/ticket: a short-lived pass for the live-channel WebSocket (browsers cannot send a bearer header there). */
export const LiveTicketSchema = z.object({
  ticket: z.string(),
  /** seconds the ticket stays valid */
  expires_in: z.number().int(),
});
export type LiveTicket = z.infer<typeof LiveTicketSchema>;

/**
 * GET /live?ticket=…: the WebSocket upgrade. A ticket is `<user id>.<session id>.<expiry>.<nonce>.<signature>`,
 * base64url-safe, and opens one socket.
 */
export const LiveSocketQuerySchema = z.object({
  ticket: z
    .string(Msg.isRequired)
    .regex(/^\d{1,12}\.\d{1,12}\.\d{1,12}\.[A-Za-z0-9_-]{8,40}\.[A-Za-z0-9_-]{20,100}$/, Msg.invalidToken),
});
export type LiveSocketQuery = z.infer<typeof LiveSocketQuerySchema>;
