import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-db.js';
import { createDevMailbox, listDevMails } from './dev-mailbox.js';
import { createMailer } from './index.js';

describe('dev mailbox', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('stores each message and prints its links on the console', async () => {
    const lines: string[] = [];
    const mailer = createDevMailbox(database.db, (line) => lines.push(line));
    await mailer.send({ to: 'a@example.test', subject: 'First', text: 'Open https://routier.test/a now', html: '<p>a</p>' });
    await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'No link', html: '<p>b</p>' });
    const mails = await listDevMails(database.db);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['b@example.test', 'Second'],
      ['a@example.test', 'First'],
    ]);
    expect(lines[0]).toBe('[mail] to a@example.test: First\n  https://routier.test/a');
    expect(lines[1]).toBe('[mail] to b@example.test: Second');
  });

  it('is the default; an SMTP URL switches to SMTP', () => {
    const log = () => undefined;
    expect(createMailer({ from: 'x@routier.test', db: database.db, log }).kind).toBe('dev-mailbox');
    expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@routier.test', db: database.db, log }).kind).toBe('smtp');
  });
});
