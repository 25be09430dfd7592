import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { insuranceKeysAmong } from '../accounts/insurance.service.js';
import { inspectionKeysAmong } from '../inspections/inspections.service.js';
import { loadFileKeysAmong } from '../loads/load-delivery.service.js';
import { orderLogKeysAmong } from '../order-log/order-log.service.js';
import { carFileKeysAmong } from '../orders/cars.service.js';
import { releaseFileKeysAmong } from '../orders/order-contacts.service.js';
import { licenseKeysAmong } from '../team/drivers.service.js';
import { profileImageKeysAmong } from '../users/users.service.js';

export const ORPHAN_FILES_JOB = 'orphan-files';

/** Files younger than this may still be waiting for their row's transaction: never swept. */
const MIN_AGE_MS = 24 * 60 * 60 * 1000;

/** The folders the app writes uploads to; anything else in the storage is left alone. */
const SWEPT_PREFIXES = ['avatars/', 'driver-licenses/', 'orders/', 'insurance/'];

/** Every table holding stored keys, each answering which of some keys it refers to. */
const OWNERS: ((db: DbOrTx, keys: string[]) => Promise<(string | null)[]>)[] = [
  profileImageKeysAmong,
  licenseKeysAmong,
  carFileKeysAmong,
  releaseFileKeysAmong,
  loadFileKeysAmong,
  inspectionKeysAmong,
  orderLogKeysAmong,
  insuranceKeysAmong,
];

/** An avatar's thumbnail is not in any row: it belongs to its image (`…-thumb.webp` beside `…-full.webp`). */
const ownerKeyOf = (key: string) => (key.startsWith('avatars/') ? key.replace(/-thumb\.webp$/, '-full.webp') : key);

const sweepStorage = async (db: DbOrTx, storage: FileStorage, before: Date) => {
  let removed = 0;
  for await (const page of storage.listOlderThan(before)) {
    const candidates = page.filter((key) => SWEPT_PREFIXES.some((p) => key.startsWith(p)));
    if (candidates.length === 0) continue;
    const lookup = [...new Set(candidates.flatMap((key) => [key, ownerKeyOf(key)]))];
    const referenced = new Set((await Promise.all(OWNERS.map((owner) => owner(db, lookup)))).flat());
    for (const key of candidates) {
      if (referenced.has(key) || referenced.has(ownerKeyOf(key))) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
};

/**
 * Removes stored files that no row refers to and that were written more than a day ago: what a crash
 * between writing an upload and committing its row leaves behind (or a failed removal after a row was
 * deleted). Both storages, local folder or S3. Returns how many files were removed.
 */
export const sweepOrphanFiles = async (deps: Pick<AppDeps, 'db' | 'storage' | 'privateFiles' | 'clock'>) => {
  const before = new Date(deps.clock().getTime() - MIN_AGE_MS);
  return (await sweepStorage(deps.db, deps.storage, before)) + (await sweepStorage(deps.db, deps.privateFiles, before));
};

/** The sweep, every night at 04:20 UTC (once across every instance). */
export const orphanFilesJob = (
  deps: Pick<AppDeps, 'db' | 'storage' | 'privateFiles' | 'clock'>,
): JobDefinition<Record<string, unknown>> => ({
  name: ORPHAN_FILES_JOB,
  payload: z.record(z.string(), z.unknown()),
  handle: async () => {
    await sweepOrphanFiles(deps);
  },
  cron: '20 4 * * *',
  retryLimit: 2,
  retryDelaySeconds: 600,
  timeoutSeconds: 1800,
});
