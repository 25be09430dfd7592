import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './listener.js';

describe('live channel payloads', () => {
  it('reads a message the app published, and ignores anything else on the channel', () => {
    const message = { target: { userIds: [1] }, event: { kind: 'order', orderId: 3 } };
    expect(parseLiveMessage(JSON.stringify(message))).toEqual(message);
    expect(parseLiveMessage(JSON.stringify({ target: { roles: [5] }, event: { kind: 'offers' } }))).not.toBeNull();
    for (const payload of [
      '',
      'hello',
      'null',
      '{}',
      '{"target":{"userIds":1},"event":{"kind":"x"}}',
      '{"target":{"roles":[1]}}',
    ])
      expect(parseLiveMessage(payload)).toBeNull();
  });
});
