import { z } from 'zod';
import { issueKey } from '@routier/domain';

/**
 * Makes every zod error an i18n key, never zod's English. The domain package does this when it loads, but
 * bundlers drop that call (the package is marked side-effect free): forms call this once zod is loaded.
 */
export const applyErrorKeys = () => z.config({ customError: (issue) => issueKey(issue as Parameters<typeof issueKey>[0]) });
