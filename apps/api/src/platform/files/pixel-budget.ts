import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Msg } from '@routier/domain';
import type { Db } from '../../db/client.js';
import type { Env } from '../../config/env.js';
import { fieldError } from '../../lib/app-error.js';
import { tooManyAttempts } from '../rate-limit/index.js';
import { spendBudget } from '../rate-limit/store.js';
import { declaredPixels } from './images.js';

type Budget = {
  perImage: number;
  perRequest: number;
  /** kilopixels a minute */
  perMinuteKpx: number;
  db: Db;
  clock: () => Date;
};

/** each request's budget, and the image pixels it has uploaded so far (declared in the images' headers) */
const requests = new WeakMap<FastifyRequest, { budget: Budget; pixels: number }>();
const WINDOW_MS = 60_000;

/**
 * Image pixels are the cost of an upload (decoding is what holds a thread, not the bytes): each image,
 * each request and each user (or, signed out, each address) a minute get a budget, checked from the
 * images' headers before anything is decoded. The per-user budget is counted in the database, so it holds
 * across instances.
 */
export const registerImageBudget = (app: FastifyInstance, deps: { db: Db; clock: () => Date; env: Env }) => {
  const budget: Budget = {
    perImage: deps.env.IMAGE_MAX_PIXELS,
    perRequest: deps.env.UPLOAD_MAX_PIXELS,
    perMinuteKpx: Math.ceil(deps.env.UPLOAD_PIXELS_PER_MINUTE / 1000),
    db: deps.db,
    clock: deps.clock,
  };
  app.addHook('preHandler', async (request) => {
    if (request.isMultipart()) requests.set(request, { budget, pixels: 0 });
  });
};

/**
 * Counts an uploaded file against this request's budget when it is an image: over the per-image budget
 * (a decompression bomb: a small file declaring a huge picture) or over the request's, a 422 on its field.
 */
export const countUploadedImage = async (request: FastifyRequest, field: string, bytes: Buffer) => {
  const state = requests.get(request);
  if (!state) return;
  const pixels = await declaredPixels(bytes);
  if (pixels === null) return;
  if (pixels > state.budget.perImage) throw fieldError(field, Msg.imageTooManyPixels);
  state.pixels += pixels;
  if (state.pixels > state.budget.perRequest) throw fieldError(field, Msg.imagesTooManyPixels);
};

/**
 * Ends the reading of a request refused before its whole body was parsed: what is left of the body is
 * received and dropped without parsing, so the answer goes out and the connection stays usable.
 */
export const discardRest = (request: FastifyRequest, error: Error) => {
  request.raw.unpipe();
  request.raw.resume();
  return error;
};

/** Spends this request's image pixels from its user's (or address's) budget of the minute: 429 when it is spent. */
export const spendUploadedPixels = async (request: FastifyRequest) => {
  const state = requests.get(request);
  if (!state || state.pixels === 0) return;
  const { budget, pixels } = state;
  const who = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  const result = await spendBudget(
    budget.db,
    `image-pixels ${who}`,
    Math.ceil(pixels / 1000),
    budget.perMinuteKpx,
    WINDOW_MS,
    budget.clock(),
  );
  if (!result.spent) throw tooManyAttempts(Math.max(1, Math.ceil(result.ttl / 1000)));
};
