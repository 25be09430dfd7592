import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import { listDevMails } from '../../platform/mail/dev-mailbox.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;

/**
 * A request from this machine: its socket is on the loopback interface and no proxy forwarded it
 * (a proxy on this machine would make every visitor look local), or a trusted proxy says the
 * client itself is on the loopback interface.
 */
export const isLocalRequest = (request: FastifyRequest, trustProxy: boolean) => {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded && !trustProxy) return false;
  return LOOPBACK.test(request.ip);
};

/**
 * The dev mailbox: every email sent while no SMTP server is configured. It lists password-reset
 * links, so it never exists in production (app.ts does not register it) and answers only clients on
 * this machine unless DEV_MAILBOX=true; to anyone else it does not exist.
 */
export const devMailboxRoutes = (app: FastifyInstance, { db, env }: AppDeps) => {
  app.addHook('onRequest', async (request) => {
    if (!env.DEV_MAILBOX && !isLocalRequest(request, env.TRUST_PROXY)) throw notFound();
  });
  app.get('/api/dev/mailbox', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    data: await listDevMails(db),
  }));
  app.get('/dev/mailbox', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const mails = await listDevMails(db);
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<div class="body">${m.html}</div></article>`,
      )
      .join('\n');
    reply
      .type('text/html')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Routier</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555;font-size:.9rem}</style>
</head><body><h1>Dev mailbox</h1>${items || '<p>No messages yet.</p>'}</body></html>`;
  });
};
