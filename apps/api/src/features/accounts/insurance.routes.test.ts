import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { sendInsuranceReminders } from './insurance-reminders.job.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('insurance files and expiry (/insurance/...)', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;

  const upload = (who: Session, files: { name: string; bytes: Buffer; type?: string }[]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/insurance/files',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
    });
  });
  afterAll(() => t.close());

  it('stores a certificate judged by content, lists it with a signed download URL, deletes it', async () => {
    const res = await upload(carrier, [{ name: 'certificate 2027.pdf', type: 'application/pdf', bytes: PDF }]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().data;
    expect(file).toMatchObject({ name: 'certificate 2027.pdf', mime_type: 'application/pdf', size: PDF.length });
    const url = new URL(file.path_url);
    const download = await t.app.inject({ url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const details = await t.app.inject({
      url: `/api/business-details/${carrier.user.businessDetailsId}`,
      headers: carrier.headers,
    });
    expect(details.json().insurance_files).toHaveLength(1);

    const other = await t.loginAs(Role.TransportCompany);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/insurance/files/${file.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/insurance/files/${file.id}`, headers: carrier.headers });
    expect(removed.json().data).toEqual([]);
  });

  it('refuses other file types and files over 20 MB, storing none of the batch', async () => {
    const fake = await upload(carrier, [
      { name: 'ok.pdf', type: 'application/pdf', bytes: PDF },
      { name: 'policy.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 an executable') },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ files: ['fileTypeNotAllowed'] });
    const text = await upload(carrier, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') }]);
    expect(text.json().errors).toEqual({ files: ['fileTypeNotAllowed'] });
    const big = await upload(carrier, [
      { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.alloc(20 * 1024 * 1024 + 10, 0x41) },
    ]);
    expect(big.statusCode).toBe(413);
    expect((await t.app.inject({ url: '/api/insurance/files', headers: carrier.headers })).json().data).toEqual([]);
    expect((await upload(dispatcher, [{ name: 'a.pdf', bytes: PDF }])).statusCode).toBe(403);
  });

  it('proposes an expiry date; the header badge keeps reading the confirmed one from /users/me', async () => {
    await upload(carrier, [{ name: 'certificate.pdf', type: 'application/pdf', bytes: PDF }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/insurance/expiry-date',
      headers: carrier.headers,
      payload: { expiry_date: '2027/01/15' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ expiry_date: null, proposal: { expiry_date: '2027-01-15', status: 'pending' } });
    const me = await t.app.inject({ url: '/api/users/me', headers: carrier.headers });
    expect(me.json().business_details.expiry_date).toBeNull();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/insurance/expiry-date',
      headers: carrier.headers,
      payload: { expiry_date: '2027/02/31' },
    });
    expect(bad.json().errors).toEqual({ expiry_date: ['invalidDate'] });
    expect((await t.app.inject({ url: '/api/insurance/files', headers: carrier.headers })).json().proposal.expiry_date).toBe(
      '2027-01-15',
    );
  });
});

describe('insurance expiry reminders (daily job)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('e-mails each transport company once 30 days and once 7 days before, in its language', async () => {
    const business = await t.createBusiness(5, { expiryDate: '2026-12-31' });
    const owner = await t.createUser(Role.TransportCompany, { businessDetailsId: business.id, locale: 'fr' });
    const later = await t.createBusiness(5, { expiryDate: '2027-06-30' });
    await t.createUser(Role.TransportCompany, { businessDetailsId: later.id });
    const dealerBusiness = await t.createBusiness(3, { expiryDate: '2026-12-20' });
    await t.createUser(Role.Dealer, { businessDetailsId: dealerBusiness.id });

    const runOn = async (day: string) => {
      t.setNow(new Date(`${day}T07:00:00Z`));
      const sent = await sendInsuranceReminders(t.deps);
      await t.drainJobs();
      return sent;
    };
    const mailsTo = () => t.mails.filter((m) => m.to === owner.email);

    expect(await runOn('2026-11-30')).toBe(0); // 31 days left
    expect(await runOn('2026-12-01')).toBe(1); // 30 days left
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0].subject).toBe('Votre assurance expire dans 30 jours');
    expect(await runOn('2026-12-02')).toBe(0);
    expect(await runOn('2026-12-20')).toBe(0);
    expect(await runOn('2026-12-24')).toBe(1); // 7 days left
    expect(await runOn('2026-12-25')).toBe(0);
    expect(await runOn('2027-01-01')).toBe(0); // expired
    expect(mailsTo().map((m) => m.subject)).toEqual([
      'Votre assurance expire dans 30 jours',
      'Votre assurance expire dans 7 jours',
    ]);
    expect(t.mails).toHaveLength(2);
  });
});
