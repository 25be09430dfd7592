import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { input, output, ZodType } from 'zod';

type FormSchema = ZodType<FieldValues, FieldValues>;

/** A react-hook-form resolver whose zod schema (and zod itself) is downloaded apart from the page. */
export type LazyZodResolver<TSchema extends FormSchema> = Resolver<input<TSchema>, unknown, output<TSchema>> & {
  /** Starts the download; validation awaits it anyway. */
  preload: () => Promise<unknown>;
};

/**
 * Validates a form with a zod schema that `load` imports on demand, so zod, the schemas and the resolver
 * stay out of the page's first download. Call `useLazyResolver` in the form to fetch them after the first
 * paint; a submit before they arrive waits for them and validates exactly as a static `zodResolver` would.
 */
export const lazyZodResolver = <TSchema extends FormSchema>(load: () => Promise<TSchema>): LazyZodResolver<TSchema> => {
  let ready: Promise<Resolver<input<TSchema>, unknown, output<TSchema>>> | undefined;
  const preload = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load(), import('./zod-error-keys')]).then(
      ([{ zodResolver }, schema, { applyErrorKeys }]) => {
        applyErrorKeys();
        return zodResolver(schema) as Resolver<input<TSchema>, unknown, output<TSchema>>;
      },
      (error: unknown) => {
        ready = undefined; // a failed download is tried again at the next validation
        throw error;
      },
    ));
  const resolver: Resolver<input<TSchema>, unknown, output<TSchema>> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
};

/** Fetches the resolvers' schemas once the form has rendered. */
export const useLazyResolver = (...resolvers: { preload: () => Promise<unknown> }[]) => {
  useEffect(() => {
    for (const resolver of resolvers) resolver.preload().catch(() => undefined);
    // The resolvers are module-level constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
