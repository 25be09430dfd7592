import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.email({ error: 'validation.email' }), age: z.coerce.number() });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('validates exactly as zodResolver once the schema is loaded, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const bad = { email: 'nope', age: '3' };
    const good = { email: 'a@b.ca', age: '3' };
    expect(await resolver(bad, undefined, options)).toEqual(await zodResolver(schema)(bad, undefined, options));
    const result = await resolver(good, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.ca', age: 3 }, errors: {} });
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<typeof schema>(load);
    await expect(resolver.preload()).rejects.toThrow('offline');
    const result = await resolver({ email: 'a@b.ca', age: '1' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports a missing or wrong value as an i18n key, never in zod English', async () => {
    const car = z.object({ year: z.number().int(), type: z.number().int() });
    const resolver = lazyZodResolver(() => Promise.resolve(car));
    const result = await resolver({ year: null, type: 'x' } as never, undefined, options);
    expect(result.errors).toMatchObject({ year: { message: 'isRequired' }, type: { message: 'invalidValue' } });
  });
});
