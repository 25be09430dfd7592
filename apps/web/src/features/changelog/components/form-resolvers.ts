import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export const changelogResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.ChangelogInputSchema));
