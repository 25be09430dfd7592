import type { InspectionKind } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './inspections.repository.js';

/**
 * The inspections' records, read by the features that run a load or show an order (loads, order views):
 * a layer below the features (src/layers.ts), so it imports none of them.
 */

/** The inspections recorded on these loads (kinds typed). */
export const inspectionsOfLoads = async (deps: { db: DbOrTx }, loadIds: number[]) =>
  (await repo.findInspectionsOfLoads(deps.db, loadIds)).map((i) => ({ ...i, kind: i.kind as InspectionKind }));

/** A car's latest pickup and delivery inspections (the bill of lading lists their damage marks). */
export const inspectionsOfCar = async (deps: { db: DbOrTx }, carId: number) => {
  const rows = await repo.findInspectionsOfCar(deps.db, carId);
  return (['pickup', 'delivery'] as const).flatMap((kind) => {
    const row = rows.filter((r) => r.kind === kind).at(-1);
    return row ? [{ kind, odometer: row.odometer, damages: row.damages, notes: row.notes, at: row.createdAt }] : [];
  });
};

/** The cars of an order that have an inspection. */
export const inspectedCarIds = async (deps: { db: DbOrTx }, orderId: number) =>
  new Set((await repo.findInspectionsOfOrder(deps.db, orderId)).map((i) => i.carId));
