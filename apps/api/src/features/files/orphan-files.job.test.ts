import { mkdtempSync, utimesSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver ships no types: a local S3-compatible server for this test only
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import { Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { sweepOrphanFiles } from './orphan-files.job.js';

type Server = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

const DAY_MS = 24 * 60 * 60 * 1000;
const BUCKET = 'routier-files';

describe.each(['local folder', 'S3 bucket'])('the orphan-file sweeper, files in a %s', (kind) => {
  let t: TestApp;
  let server: Server | null = null;
  let bucketDir = '';
  let png: Buffer;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (kind === 'S3 bucket') {
      bucketDir = mkdtempSync(path.join(tmpdir(), 'routier-s3-'));
      server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: bucketDir,
        configureBuckets: [{ name: BUCKET }],
      });
      const { port } = await server!.run();
      env = {
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      };
    }
    t = await buildTestApp(env);
    png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    await server?.close();
  });

  /** Dates a stored file back to `daysAgo` days before the app's clock, where each storage keeps its date. */
  const age = (storage: 'public' | 'private', key: string, daysAgo: number) => {
    const when = new Date(t.deps.clock().getTime() - daysAgo * DAY_MS);
    const file =
      storage === 'public'
        ? path.join(t.deps.env.dataDir, 'uploads', key)
        : kind === 'S3 bucket'
          ? path.join(bucketDir, BUCKET, 'private', path.dirname(key), `${path.basename(key)}._S3rver_object`)
          : path.join(t.deps.env.dataDir, 'private', key);
    utimesSync(file, when, when);
  };

  it('removes an old file no row refers to, keeps a recent one and every file a row refers to', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const order = await createOrderFactory(t.deps).createOrder(user, { status: 1, currentStep: 4 });
    const body = multipart([{ name: 'release.png', bytes: png }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/release-form/${order.id}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    await t.drainJobs(); // its thumbnail
    const detail = await t.app.inject({ url: `/api/orders/${order.id}`, headers });
    const [file] = detail.json().release_form_files as { path_url: string; thumbnail_url: string }[];
    const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace('/api/files/', ''));
    const referenced = [keyOf(file.path_url), keyOf(file.thumbnail_url)];

    const avatarForm = multipart([{ name: 'me.png', bytes: png }]);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      headers: { ...headers, 'content-type': avatarForm.contentType },
      payload: Buffer.from(avatarForm.payload.toString('latin1').replace('name="files[]"', 'name="profile_image"'), 'latin1'),
    });
    expect(profile.statusCode).toBe(200);
    const avatarKey = decodeURIComponent(new URL(profile.json().profile_image.path_url).pathname.replace('/uploads/', ''));
    const avatarKeys = [avatarKey, avatarKey.replace('-full.webp', '-thumb.webp')];

    await t.deps.privateFiles.put('orders/999/old-orphan.webp', png);
    await t.deps.privateFiles.put('orders/999/old-orphan-thumb.webp', png);
    await t.deps.privateFiles.put('orders/999/recent-orphan.webp', png);
    await t.deps.storage.put('avatars/999-dead-full.webp', png);
    await t.deps.storage.put('notes/kept.txt', Buffer.from('not an upload'));
    for (const key of [...referenced, 'orders/999/old-orphan.webp', 'orders/999/old-orphan-thumb.webp']) age('private', key, 3);
    for (const key of [...avatarKeys, 'avatars/999-dead-full.webp', 'notes/kept.txt']) age('public', key, 3);
    age('private', 'orders/999/recent-orphan.webp', 0.5);

    expect(await sweepOrphanFiles(t.deps)).toBe(3);

    expect(await t.deps.privateFiles.get('orders/999/old-orphan.webp')).toBeNull();
    expect(await t.deps.privateFiles.get('orders/999/old-orphan-thumb.webp')).toBeNull();
    expect(await t.deps.storage.get('avatars/999-dead-full.webp')).toBeNull();
    expect(await t.deps.privateFiles.get('orders/999/recent-orphan.webp')).not.toBeNull();
    for (const key of referenced) expect(await t.deps.privateFiles.get(key)).not.toBeNull();
    for (const key of avatarKeys) expect(await t.deps.storage.get(key)).not.toBeNull();
    expect(await t.deps.storage.get('notes/kept.txt')).not.toBeNull();
    const served = new URL(file.path_url);
    expect((await t.app.inject({ url: served.pathname + served.search })).statusCode).toBe(200);
  });
});
