import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type OrderDetail, type StoredFileDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { jobThumbnailKeyOf } from './images.js';

describe('thumbnails drawn by a job', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace('/api/files/', ''));

  it('draws the thumbnail after the answer, and leaves none behind when the file was deleted first', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const order = await createOrderFactory(t.deps).createOrder(user, { status: 1, currentStep: 4 });
    const body = multipart([
      { name: 'kept.png', bytes: png },
      { name: 'deleted.png', bytes: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/release-form/${order.id}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const [kept, deleted] = res.json().release_form_files as StoredFileDetail[];
    expect([kept.thumbnail_url, deleted.thumbnail_url]).toEqual([null, null]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/release-form/${deleted.id}`, headers });
    expect(removed.statusCode).toBe(200);

    expect(await t.drainJobs()).toBe(2);

    const detail = (await t.app.inject({ url: `/api/orders/${order.id}`, headers })).json() as OrderDetail;
    expect(detail.release_form_files.map((f) => f.id)).toEqual([kept.id]);
    const thumbnailKey = keyOf(detail.release_form_files[0].thumbnail_url!);
    expect(thumbnailKey).toBe(jobThumbnailKeyOf(keyOf(kept.path_url)));
    const thumbnail = await t.deps.privateFiles.get(thumbnailKey);
    expect(await sharp(thumbnail!).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await t.deps.privateFiles.get(jobThumbnailKeyOf(keyOf(deleted.path_url)))).toBeNull();
  });
});
