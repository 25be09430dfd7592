import type { CarPanel, Damage, DamageKind } from './inspection.schemas.js';

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
