import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildApp } from '../../app.js';
import type { AppInstance } from '../../app-deps.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** A multipart body with each file in its field. */
const form = (files: { field: string; name: string; bytes: Buffer }[]) => {
  const boundary = '----routier-pixels';
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('image pixel budgets', () => {
  let t: TestApp;
  let second: AppInstance;
  /** a valid 6300×6300 PNG of one colour: about 100 kB that decode to 119 MB of pixels */
  let bomb: Buffer;
  /** 1500×1000: 1.5 megapixels */
  let photo: Buffer;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    // 3 megapixels a request, 5 a minute, so that ordinary photos show the budgets
    t = await buildTestApp({ UPLOAD_MAX_PIXELS: '3000000', UPLOAD_PIXELS_PER_MINUTE: '5000000' });
    // a second API instance on the same database, as behind a load balancer
    factory = createOrderFactory(t.deps);
    second = await buildApp(t.deps, { webDist: null });
    await second.ready();
    bomb = await solidPng(6300, 6300);
    photo = await solidPng(1500, 1000);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const post = (app: AppInstance, who: Session, url: string, files: { field: string; name: string; bytes: Buffer }[]) => {
    const body = form(files);
    return app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...who.headers, 'content-type': body.type },
      payload: body.payload,
    });
  };
  const avatar = (who: Session, bytes: Buffer, app: AppInstance = t.app) =>
    post(app, who, '/users/profile-image', [{ field: 'profile_image', name: 'me.png', bytes }]);
  const me = async (who: Session) => (await t.app.inject({ url: '/api/users/me', headers: who.headers })).json();

  it('refuses an image declaring more pixels than the budget, from its header, and stores nothing', async () => {
    expect(bomb.length).toBeLessThan(400_000);
    const who = await t.loginAs(Role.Dealer);
    const res = await avatar(who, bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_image: ['imageTooManyPixels'] });
    expect((await me(who)).profile_image).toBeNull();

    const order = await factory.createOrder(who.user, { currentStep: 2 });
    const files = await post(t.app, who, `/cars/files/${order.cars[0].id}`, [
      { field: 'files[]', name: 'a.png', bytes: photo },
      { field: 'files[]', name: 'b.png', bytes: bomb },
    ]);
    expect(files.statusCode).toBe(422);
    expect(files.json().errors).toEqual({ files: ['imageTooManyPixels'] });
  });

  it('refuses a request whose images together exceed the budget of a request', async () => {
    const who = await t.loginAs(Role.Dealer);
    const order = await factory.createOrder(who.user, { currentStep: 2 });
    const upload = (count: number) =>
      post(
        t.app,
        who,
        `/cars/files/${order.cars[0].id}`,
        Array.from({ length: count }, (_, i) => ({ field: 'files[]', name: `${i}.png`, bytes: photo })),
      );
    const over = await upload(3);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ files: ['imagesTooManyPixels'] });
    const detail = await t.app.inject({ url: `/api/orders/${order.id}`, headers: who.headers });
    expect(detail.json().cars[0].car_files).toEqual([]);
    expect((await upload(2)).statusCode).toBe(200);
  });

  it("limits each user's pixels a minute, across instances, and opens again after the minute", async () => {
    const who = await t.loginAs(Role.Dealer);
    expect((await avatar(who, photo, t.app)).statusCode).toBe(200);
    expect((await avatar(who, photo, second)).statusCode).toBe(200);
    expect((await avatar(who, photo, t.app)).statusCode).toBe(200);
    const refused = await avatar(who, photo, second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retry_after).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    // someone else still uploads
    expect((await avatar(await t.loginAs(Role.Dealer), photo)).statusCode).toBe(200);
    const now = t.deps.clock();
    t.setNow(new Date(now.getTime() + 61_000));
    try {
      expect((await avatar(who, photo)).statusCode).toBe(200);
    } finally {
      t.setNow(now);
    }
  });

  it('spends the budget of the minute atomically under parallel uploads', async () => {
    const who = await t.loginAs(Role.Dealer);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => avatar(who, photo, i % 2 ? second : t.app)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });
});
