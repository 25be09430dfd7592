import { existsSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CurrentUser } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/** A valid 1×1 PNG, built chunk by chunk. */
const tinyPng = () => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const multipart = (field: string, filename: string, type: string, bytes: Buffer) => {
  const boundary = '----routier-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
};

describe('POST /users/profile-image', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  const stored = (key: string | null) => key !== null && existsSync(path.join(t.deps.env.dataDir, 'uploads', key));
  const avatarOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].profileImagePath;

  it('stores a real PNG under avatars/, returns its URL, and replaces the previous one', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const first = await upload(headers, multipart('profile_image', 'me.png', 'image/png', tinyPng()));
    expect(first.statusCode).toBe(200);
    const firstKey = await avatarOf(user.id);
    expect(firstKey).toMatch(new RegExp(`^avatars/${user.id}-[0-9a-f]+-full\\.webp$`));
    const firstThumb = firstKey!.replace(/-full\.webp$/, '-thumb.webp');
    expect(stored(firstKey)).toBe(true);
    expect(stored(firstThumb)).toBe(true);
    expect(first.json<CurrentUser>().profile_image).toEqual({
      path_url: `http://routier.test/uploads/${firstKey}`,
      thumbnail_url: `http://routier.test/uploads/${firstThumb}`,
    });

    const second = await upload(headers, multipart('profile_image', 'again.jpg', 'image/jpeg', tinyPng()));
    const secondKey = await avatarOf(user.id);
    expect(second.statusCode).toBe(200);
    expect(secondKey).not.toBe(firstKey);
    expect(stored(secondKey)).toBe(true);
    expect(stored(firstKey)).toBe(false);
    expect(stored(firstThumb)).toBe(false);
  });

  it('judges by content: a text file named .png is refused and nothing is stored', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const res = await upload(
      headers,
      multipart('profile_image', 'fake.png', 'image/png', Buffer.from('just some text, not an image\n')),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_image: ['imagesOnly'] });
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('requires the profile_image field', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const res = await upload(headers, multipart('other', 'me.png', 'image/png', tinyPng()));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ profile_image: ['isRequired'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      headers,
      payload: { profile_image: 'x' },
    });
    expect(json.statusCode).toBe(422);
  });

  it('refuses files over 20 MB with 413', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(headers, multipart('profile_image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(await avatarOf(user.id)).toBeNull();
  });

  it('refuses inactive users, anonymous callers and requests without the CSRF header', async () => {
    const inactive = await t.loginAs(Role.PrivateUser, { active: false });
    const res = await upload(inactive.headers, multipart('profile_image', 'me.png', 'image/png', tinyPng()));
    expect(res.statusCode).toBe(403);
    expect(await avatarOf(inactive.user.id)).toBeNull();
    const { cookie, 'x-xsrf-token': xsrf } = inactive.headers;
    expect(
      (await upload({ cookie, 'x-xsrf-token': xsrf }, multipart('profile_image', 'me.png', 'image/png', tinyPng()))).statusCode,
    ).toBe(401);
    expect(
      (
        await upload(
          { authorization: inactive.headers.authorization },
          multipart('profile_image', 'me.png', 'image/png', tinyPng()),
        )
      ).statusCode,
    ).toBe(419);
  });
});
