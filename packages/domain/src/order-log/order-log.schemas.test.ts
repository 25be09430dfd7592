import { describe, expect, it } from 'vitest';
import { Msg } from '../common/validation.js';
import { MAX_UPLOAD_BYTES } from '../users/avatar.js';
import { OrderLogMessageInputSchema } from './order-log.schemas.js';

describe('order log message', () => {
  it('is 2 to 255 characters', () => {
    expect(OrderLogMessageInputSchema.parse({ comment: ' ok ' })).toEqual({ comment: 'ok' });
    expect(OrderLogMessageInputSchema.safeParse({ comment: 'a' }).error?.issues[0].message).toBe(Msg.tooShort);
    expect(OrderLogMessageInputSchema.safeParse({ comment: 'a'.repeat(256) }).error?.issues[0].message).toBe(Msg.tooLong);
    expect(OrderLogMessageInputSchema.safeParse({ comment: '' }).error?.issues[0].message).toBe(Msg.isRequired);
  });

  it('files are limited to 20 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
  });
});
