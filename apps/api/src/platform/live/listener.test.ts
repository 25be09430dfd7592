import { describe, expect, it } from 'vitest';
import { parseLiveMessage, parseSessionsEnded } from './listener.js';

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

  it('reads a "sessions ended" message, and nothing malformed', () => {
    expect(parseSessionsEnded(JSON.stringify({ sessionsEnded: { userId: 4, tokenIds: [9] } }))).toEqual({
      userId: 4,
      tokenIds: [9],
    });
    expect(parseSessionsEnded(JSON.stringify({ sessionsEnded: { userId: 4, keepTokenId: null } }))).toEqual({
      userId: 4,
      keepTokenId: null,
    });
    for (const payload of [
      '',
      '{}',
      '{"sessionsEnded":{}}',
      '{"sessionsEnded":{"userId":"4"}}',
      '{"sessionsEnded":{"userId":4,"tokenIds":[0]}}',
    ])
      expect(parseSessionsEnded(payload)).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ sessionsEnded: { userId: 4 } }))).toBeNull();
  });
});
