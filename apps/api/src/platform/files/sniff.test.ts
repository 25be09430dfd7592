import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff.js';
import { createLocalStorage } from './storage.js';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG_HEADER = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('sniffFileType (by content, not name)', () => {
  it('recognises images by their bytes', async () => {
    expect(await sniffFileType(PNG_HEADER)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await sniffFileType(JPEG_HEADER)).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect((await sniffFileType(GIF))?.mime).toBe('image/gif');
  });

  it('recognises SVG text, with or without an XML declaration', async () => {
    expect(await sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toEqual({
      ext: 'svg',
      mime: 'image/svg+xml',
    });
    expect((await sniffFileType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg></svg>')))?.ext).toBe('svg');
  });

  it('returns null for plain text and for HTML', async () => {
    expect(await sniffFileType(Buffer.from('hello, I am text'))).toBeNull();
    expect(await sniffFileType(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect((await sniffFileType(Buffer.from('<?xml version="1.0"?><note>hi</note>')))?.mime).not.toBe('image/svg+xml');
  });
});

describe('local file storage', () => {
  it('writes, serves by URL and removes files; removing twice is harmless', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'routier-files-'));
    const storage = createLocalStorage(root, 'http://routier.test');
    await storage.put('avatars/1-a.png', PNG_HEADER);
    expect(readFileSync(path.join(root, 'avatars/1-a.png'))).toEqual(PNG_HEADER);
    expect(storage.url('avatars/1-a.png')).toBe('http://routier.test/uploads/avatars/1-a.png');
    await storage.remove('avatars/1-a.png');
    await storage.remove('avatars/1-a.png');
    expect(existsSync(path.join(root, 'avatars/1-a.png'))).toBe(false);
  });
});
