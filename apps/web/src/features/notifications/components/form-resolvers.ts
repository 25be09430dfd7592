import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export const preferencesResolver = lazyZodResolver(() =>
  import('./form-schemas').then((m) => m.NotificationPreferencesInputSchema),
);
