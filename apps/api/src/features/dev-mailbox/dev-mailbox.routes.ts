import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { listDevMails } from '../../platform/mail/dev-mailbox.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev mailbox: every email sent while no SMTP server is configured (never in production). */
export const devMailboxRoutes = (app: FastifyInstance, { db }: AppDeps) => {
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
