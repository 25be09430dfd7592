import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const boundary = '----routier-avatar-test';
const multipart = (bytes: Buffer, filename = 'me.png', type = 'image/png') => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  type: `multipart/form-data; boundary=${boundary}`,
});

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Inserts a tEXt chunk right after IHDR (PNG readers ignore unknown text; browsers sniffing HTML do not). */
const withTextChunk = (image: Buffer, text: string) => {
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1')]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from('tEXt', 'ascii'), data]);
  let c = 0xffffffff;
  for (const byte of body) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  const afterIhdr = 8 + 25;
  return Buffer.concat([image.subarray(0, afterIhdr), len, body, crc, image.subarray(afterIhdr)]);
};

const HTML = '<html><body><script>fetch("/api/users/me")</script></body></html>';

describe('avatars are re-encoded raster images', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const session = await t.loginAs(Role.Dealer);
    headers = session.headers;
    userId = session.user.id;
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/profile-image',
      headers: { ...headers, 'content-type': body.type, ...extra },
      payload: body.payload,
    });
  const avatarKey = async () => (await t.db.select().from(users).where(eq(users.id, userId)))[0].profileImagePath;
  const storedBytes = (key: string) => readFileSync(path.join(t.deps.env.dataDir, 'uploads', key));

  it('refuses SVG, even named .png, and stores nothing', async () => {
    const before = await avatarKey();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const body of [multipart(svg, 'logo.svg', 'image/svg+xml'), multipart(svg, 'logo.png', 'image/png')]) {
      const res = await upload(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ profile_image: ['imagesOnly'] });
    }
    expect(await avatarKey()).toBe(before);
  });

  it('refuses other formats and images that do not decode', async () => {
    const bmp = await sharp(await png())
      .toFormat('tiff')
      .toBuffer();
    const truncated = (await png(200, 200)).subarray(0, 60);
    for (const bytes of [bmp, truncated, Buffer.from('GIF89a not really')]) {
      const res = await upload(multipart(bytes));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ profile_image: ['imagesOnly'] });
    }
  });

  it('neutralises a PNG + HTML polyglot: the stored file is a clean WebP with no trace of the HTML', async () => {
    const polyglot = Buffer.concat([withTextChunk(await png(), HTML), Buffer.from(HTML)]);
    expect((await sharp(polyglot).metadata()).format).toBe('png');
    const res = await upload(multipart(polyglot, 'cat.html'));
    expect(res.statusCode).toBe(200);
    const key = (await avatarKey())!;
    const bytes = storedBytes(key);
    expect(bytes.includes('script')).toBe(false);
    expect(bytes.includes('html')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    const served = await t.app.inject({ url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toBe(`inline; filename="${path.basename(key)}"`);
  });

  it('strips EXIF (GPS position) and applies the EXIF rotation', async () => {
    const photo = await sharp({ create: { width: 80, height: 40, channels: 3, background: 'red' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1' } })
      .toBuffer();
    const source = await sharp(photo).metadata();
    expect(source.exif?.toString('latin1')).toContain('Someone');
    expect(source.orientation).toBe(6);

    expect((await upload(multipart(photo, 'photo.jpg', 'image/jpeg'))).statusCode).toBe(200);
    const key = (await avatarKey())!;
    const stored = storedBytes(key);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Someone')).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('makes a real 256×256 thumbnail and caps the image at 1024 px', async () => {
    const res = await upload(multipart(await png(2400, 1200)));
    expect(res.statusCode).toBe(200);
    const key = (await avatarKey())!;
    const image = await sharp(storedBytes(key)).metadata();
    expect([image.width, image.height]).toEqual([1024, 512]);
    const thumbUrl = res.json<{ profile_image: { thumbnail_url: string } }>().profile_image.thumbnail_url;
    const thumbKey = thumbUrl.replace('http://routier.test/uploads/', '');
    expect(thumbKey).not.toBe(key);
    const thumb = await sharp(storedBytes(thumbKey)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);
  });

  it('accepts JPEG, WebP and GIF by content', async () => {
    const base = await png();
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const bytes = await sharp(base).toFormat(format).toBuffer();
      expect((await upload(multipart(bytes, `me.${format}`, `image/${format}`))).statusCode, format).toBe(200);
    }
  });

  it('answers malformed multipart with a 422 on the field, never 500, and stores nothing', async () => {
    const before = await avatarKey();
    const cases: [string, string][] = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=', 'x'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n\r\nabc',
      ],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n',
      ],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nBroken header without colon\r\n\r\nabc\r\n--xyz--\r\n'],
    ];
    for (const [contentType, payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/profile-image',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.json().errors).toEqual({ profile_image: ['isRequired'] });
    }
    expect(await avatarKey()).toBe(before);
  });

  it('serves any other stored file as a download, never inline', async () => {
    await t.deps.storage.put('misc/page.html', Buffer.from(HTML));
    await t.deps.storage.put('misc/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    for (const [url, name] of [
      ['/uploads/misc/page.html', 'page.html'],
      ['/uploads/misc/logo.svg', 'logo.svg'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-disposition'], url).toBe(`attachment; filename="${name}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });
});
