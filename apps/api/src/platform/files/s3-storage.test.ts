import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver ships no types: a local S3-compatible server for this test only
// @ts-expect-error no declaration file
import S3rver from 's3rver';
import { loadEnv } from '../../config/env.js';
import { createPrivateFiles } from './private-files.js';
import type { FileStorage } from './storage.js';
import { Role } from '@routier/domain';
import { buildTestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { multipart } from '../../test/multipart.js';

type Server = { run: () => Promise<AddressInfo>; close: () => Promise<void> };

describe('S3-compatible storage of private files (against s3rver)', () => {
  let server: Server;
  let storage: FileStorage;
  let s3Env: Record<string, string>;

  beforeAll(async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'routier-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'routier-files' }],
    }) as Server;
    const { port } = await server.run();
    s3Env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'routier-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: directory, ...s3Env });
    storage = createPrivateFiles(env);
  });
  afterAll(() => server.close());

  it('stores, reads back and removes an object; a missing key reads as null', async () => {
    const bytes = Buffer.from('%PDF-1.4 release form');
    await storage.put('orders/1/abc.pdf', bytes);
    expect(await storage.get('orders/1/abc.pdf')).toEqual(bytes);
    await storage.remove('orders/1/abc.pdf');
    expect(await storage.get('orders/1/abc.pdf')).toBeNull();
    await storage.remove('orders/1/abc.pdf');
    expect(await storage.get('orders/1/never.pdf')).toBeNull();
  });

  it('serves a release file uploaded through the API from the bucket, by its signed URL', async () => {
    const t = await buildTestApp(s3Env);
    try {
      const { user, headers } = await t.loginAs(Role.Dealer);
      const order = await createOrderFactory(t.deps).createOrder(user, { status: 1, currentStep: 4 });
      const body = multipart([{ name: 'keys.txt', bytes: Buffer.from('Keys at the desk') }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/release-form/${order.id}`,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().release_form_files[0].path_url);
      const file = await t.app.inject({ url: url.pathname + url.search });
      expect(file.body).toBe('Keys at the desk');
    } finally {
      await t.close();
    }
  });
});
