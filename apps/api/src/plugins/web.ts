import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app-deps.js';

/** Vite puts a content hash in every file under assets/: a new build gets new names. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: always ask the server (it answers 304 while they are unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: static files with the brotli or gzip copy the build wrote beside each one
 * (apps/web/vite.config.ts), hashed assets cached for a year, and index.html for every other page path.
 */
export const registerWeb = (app: AppInstance, dist: string | null) => {
  const hasWeb = dist !== null && existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.includes(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !request.url.startsWith('/assets/');
    if (isPage && hasWeb) return reply.type('text/html').sendFile('index.html', dist);
    return reply.status(404).send({ message: 'Not found.' });
  });
};
