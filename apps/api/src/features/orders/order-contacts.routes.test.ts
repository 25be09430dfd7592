import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Role, type OrderDetail, type StoredFileDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { multipart } from '../../test/multipart.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const end = (name: string, email: string) => ({ name, email, phone: '(514) 555-0142', notes: 'Ring twice' });

describe('step 4: contacts, saved contacts and release-form files', () => {
  let t: TestApp;
  let dealer: Session;
  let other: Session;
  let orderId: number;
  let png: Buffer;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];

  const upload = (who: Session, id: number, files: { name: string; bytes: Buffer }[]) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/release-form/${id}`,
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const save = (who: Session, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/new-contact-details/${id}`, headers: who.headers, payload });

  beforeAll(async () => {
    t = await buildTestApp();
    createOrder = createOrderFactory(t.deps).createOrder;
    dealer = await t.loginAs(Role.Dealer);
    other = await t.loginAs(Role.Dealer);
    orderId = (await createOrder(dealer.user, { status: 1, currentStep: 4 })).id;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('refuses "yes" without an uploaded file, and bad contacts, with field errors', async () => {
    const res = await save(dealer, orderId, {
      pickup: { ...end('Ana', 'ana@example.com'), phone: '12' },
      destination: end('', 'not-an-email'),
      release_form: 'yes',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      'pickup.phone': ['invalidPhone'],
      'destination.name': ['isRequired'],
      'destination.email': ['invalidEmail'],
    });
    const noFile = await save(dealer, orderId, {
      pickup: end('Ana', 'ana@example.com'),
      destination: end('Bo', 'bo@example.com'),
      release_form: 'yes',
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ release_form: ['releaseFormFileRequired'] });
  });

  it('uploads release files by content, signs their URLs, and serves them only with a valid signature', async () => {
    const res = await upload(dealer, orderId, [
      { name: 'release.png', bytes: png },
      { name: 'notes.txt', bytes: Buffer.from('Keys at the front desk\n') },
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json().release_form_files as StoredFileDetail[];
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['release.png', 'image/webp'],
      ['notes.txt', 'text/plain'],
    ]);
    // the thumbnail is drawn by a job, after the answer: until then the image stands alone
    expect(files[0].thumbnail_url).toBeNull();
    expect(await t.drainJobs()).toBeGreaterThan(0);
    const listed = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: dealer.headers })).json() as OrderDetail;
    const drawn = listed.release_form_files.find((f) => f.id === files[0].id)!;
    expect(drawn.thumbnail_url).toContain('/api/files/orders/');
    expect(listed.release_form_files.find((f) => f.id === files[1].id)!.thumbnail_url).toBeNull();
    const thumb = new URL(drawn.thumbnail_url!);
    const thumbnail = await t.app.inject({ url: thumb.pathname + thumb.search });
    expect(thumbnail.statusCode).toBe(200);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const url = new URL(files[0].path_url);
    const ok = await t.app.inject({ url: url.pathname + url.search });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toContain('sandbox');
    expect(ok.headers['content-disposition']).toMatch(/^inline; filename=/);
    const text = new URL(files[1].path_url);
    const txt = await t.app.inject({ url: text.pathname + text.search });
    expect(txt.body).toBe('Keys at the front desk\n');
    expect(txt.headers['content-disposition']).toMatch(/^attachment/);

    // tampered signature, another key with the same signature, expired link, and the public /uploads folder
    const tampered = url.search.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await t.app.inject({ url: url.pathname + tampered })).statusCode).toBe(403);
    expect((await t.app.inject({ url: text.pathname + url.search })).statusCode).toBe(403);
    t.setNow(new Date(Date.parse('2026-11-21T15:00:00Z') + 2 * 3_600_000));
    const expired = await t.app.inject({ url: url.pathname + url.search });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('link.expired');
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const key = url.pathname.replace('/api/files/', '');
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/uploads/../private/${key}` })).statusCode).toBe(404);
  });

  it('refuses files whose content is not an accepted type, whatever their name', async () => {
    const res = await upload(dealer, orderId, [{ name: 'invoice.pdf', bytes: Buffer.from('<html><script>alert(1)</script>') }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ files: ['fileTypeNotAllowed'] });
    const svg = await upload(dealer, orderId, [
      { name: 'a.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(svg.statusCode).toBe(422);
  });

  it('answers 413 for a file over 20 MB and stores nothing', async () => {
    const res = await upload(dealer, orderId, [{ name: 'big.pdf', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 0x25) }]);
    expect(res.statusCode).toBe(413);
    const order = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: dealer.headers })).json() as OrderDetail;
    expect(order.release_form_files).toHaveLength(2);
  });

  it("refuses another customer's order: 404, nothing stored", async () => {
    expect((await upload(other, orderId, [{ name: 'x.png', bytes: png }])).statusCode).toBe(404);
    expect(
      (await save(other, orderId, { pickup: end('A', 'a@x.io'), destination: end('B', 'b@x.io'), release_form: 'no' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/release-form/batch/${orderId}`, headers: other.headers })).statusCode,
    ).toBe(404);
    const order = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: dealer.headers })).json() as OrderDetail;
    expect(order.release_form_files).toHaveLength(2);
  });

  it('saves both ends with "yes", moves the wizard to step 5 and fills the saved contacts', async () => {
    const res = await save(dealer, orderId, {
      // naming another account is ignored (and never a 500 on a missing one)
      pickup: { ...end('Ana Lopez', 'Ana@Example.com'), user_id: 999_999 },
      destination: { ...end('Bruno Tremblay', 'bruno@example.com'), notes: null, user_id: dealer.user.id },
      release_form: 'yes',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order.current_step).toBe(5);
    expect(order.release_form).toBe(true);
    expect(order.contact_details.map((c) => c.user_id)).toEqual([null, dealer.user.id]);
    expect(order.contact_details.map((c) => [c.type, c.name, c.email, c.phone])).toEqual([
      ['pickup', 'Ana Lopez', 'ana@example.com', '514-555-0142'],
      ['destination', 'Bruno Tremblay', 'bruno@example.com', '514-555-0142'],
    ]);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: dealer.headers,
      payload: { keyword: 'brun' },
    });
    expect(found.json()).toEqual([
      { id: expect.any(Number), name: 'Bruno Tremblay', email: 'bruno@example.com', phone: '514-555-0142' },
    ]);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: dealer.headers,
      payload: { keyword: 'br' },
    });
    expect(short.statusCode).toBe(422);
    const others = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: other.headers,
      payload: { keyword: 'brun' },
    });
    expect(others.json()).toEqual([]);
  });

  it('deletes one file by id, all of them in a batch, and "no" deletes what is left', async () => {
    const id = (await createOrder(dealer.user, { status: 1, currentStep: 4 })).id;
    const files = (
      await upload(dealer, id, [
        { name: 'a.png', bytes: png },
        { name: 'b.png', bytes: png },
      ])
    ).json().release_form_files as StoredFileDetail[];
    const one = await t.app.inject({ method: 'DELETE', url: `/api/release-form/${files[0].id}`, headers: dealer.headers });
    expect(one.json().release_form_files.map((f: StoredFileDetail) => f.id)).toEqual([files[1].id]);
    const batch = await t.app.inject({ method: 'DELETE', url: `/api/release-form/batch/${id}`, headers: dealer.headers });
    expect(batch.json()).toEqual({ release_form_files: [] });
    const [kept] = (await upload(dealer, id, [{ name: 'c.png', bytes: png }])).json().release_form_files as StoredFileDetail[];
    const saved = await save(dealer, id, { pickup: end('A', 'a@x.io'), destination: end('B', 'b@x.io'), release_form: 'no' });
    expect(saved.json()).toMatchObject({ release_form: false, release_form_files: [] });
    for (const gone of [files[1], kept]) {
      const url = new URL(gone.path_url);
      expect((await t.app.inject({ url: url.pathname + url.search })).statusCode).toBe(404);
    }
  });

  it('refuses step-4 changes once the order is booked', async () => {
    const booked = (await createOrder(dealer.user, { status: 3 })).id;
    const res = await save(dealer, booked, { pickup: end('A', 'a@x.io'), destination: end('B', 'b@x.io'), release_form: 'no' });
    expect(res.statusCode).toBe(409);
  });
});
