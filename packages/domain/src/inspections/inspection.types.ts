import type { StoredFileDetail } from '../orders/order-detail.types.js';
import type { CarPanel, Damage, DamageKind, InspectionKind } from './inspection.schemas.js';

/** One inspection of a car, as GET /orders/{id}/inspections shows it (photos and signature through signed URLs). */
export type InspectionDetail = {
  id: number;
  kind: InspectionKind;
  car_id: number;
  load_id: number;
  odometer: number;
  notes: string;
  damages: Damage[];
  photos: StoredFileDetail[];
  signature_url: string;
  inspected_by: string | null;
  created_at: string;
};

/** A car of the order with its task (the load carrying it) and its pickup and delivery inspections. */
export type CarInspections = {
  car_id: number;
  car_number: number;
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  is_delivered: boolean;
  /** the load carrying the car (its latest that was not rejected or cancelled), null when unassigned */
  task: { load_id: number; status: number; progress: number; driver_name: string | null } | null;
  pickup: InspectionDetail | null;
  delivery: InspectionDetail | null;
};

export type OrderInspections = { data: CarInspections[] };

/** One panel compared between pickup and delivery. */
export type PanelComparison = { panel: CarPanel; pickup: DamageKind[]; delivery: DamageKind[]; changed: boolean };

const kindsOn = (damages: readonly Damage[], panel: CarPanel) =>
  damages
    .filter((d) => d.panel === panel)
    .map((d) => d.kind)
    .sort();

/**
 * The panels marked at pickup or delivery, side by side, with what changed: a damage found at delivery that
 * was not there at pickup (or one gone) marks the panel changed.
 */
export const comparePanels = (
  panels: readonly CarPanel[],
  pickup: readonly Damage[] | null,
  delivery: readonly Damage[] | null,
): PanelComparison[] =>
  panels.flatMap((panel) => {
    const a = kindsOn(pickup ?? [], panel);
    const b = kindsOn(delivery ?? [], panel);
    if (a.length === 0 && b.length === 0) return [];
    const changed = delivery !== null && (a.length !== b.length || a.some((k, i) => k !== b[i]));
    return [{ panel, pickup: a, delivery: b, changed }];
  });
