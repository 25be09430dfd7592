import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from './layout.js';
import { createSmtpMailer } from './smtp.js';

type Received = { from: string; to: string[]; raw: string; user: string | undefined };

describe('SMTP mailer (real exchange with a local SMTP server)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 's3cret'
          ? callback(null, { user: auth.username })
          : callback(new Error('Invalid login')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a rendered email with both parts, authenticated, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Routier <no-reply@routier.test>');
    const content = renderEmail({
      locale: 'fr',
      subject: 'Confirmez votre adresse courriel',
      greeting: 'Bonjour René,',
      paragraphs: ['Merci.'],
      action: { label: 'Confirmer', url: 'https://routier.test/verify/abc' },
    });
    await mailer.send({ to: 'rene@example.test', ...content });
    await mailer.close?.();

    expect(mailer.kind).toBe('smtp');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@routier.test');
    expect(mail.to).toEqual(['rene@example.test']);
    expect(mail.raw).toMatch(
      /^Subject: =\?UTF-8\?Q\?Confirmez_votre_adresse_courriel\?=|^Subject: Confirmez votre adresse courriel/m,
    );
    expect(mail.raw).toContain('From: Routier <no-reply@routier.test>');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('https://routier.test/verify/abc');
  });

  it('fails loudly when the server refuses the login', async () => {
    const mailer = createSmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@routier.test');
    await expect(mailer.send({ to: 'x@example.test', subject: 'x', text: 'x', html: '<p>x</p>' })).rejects.toThrow();
    await mailer.close?.();
  });
});
