import type PDFDocument from 'pdfkit';
import type { CarPanel, DamageKind, InspectionKind, Locale, Damage } from '@routier/domain';

/** What the bill of lading shows of a car's inspections. */
export type BillOfLadingInspection = { kind: InspectionKind; odometer: number; damages: Damage[]; notes: string; at: Date };

const TEXTS = {
  en: {
    title: 'Inspections',
    pickup: 'At pickup',
    delivery: 'At delivery',
    odometer: 'Odometer',
    none: 'No damage marked',
    notInspected: 'Not inspected yet',
  },
  fr: {
    title: 'Inspections',
    pickup: 'Au ramassage',
    delivery: 'À la livraison',
    odometer: 'Odomètre',
    none: 'Aucun dommage noté',
    notInspected: 'Pas encore inspecté',
  },
} as const;

export const PANEL_NAMES: Record<Locale, Record<CarPanel, string>> = {
  en: {
    front_bumper: 'Front bumper',
    hood: 'Hood',
    windshield: 'Windshield',
    roof: 'Roof',
    rear_window: 'Rear window',
    trunk: 'Trunk',
    rear_bumper: 'Rear bumper',
    left_front_fender: 'Left front fender',
    left_front_door: 'Left front door',
    left_rear_door: 'Left rear door',
    left_rear_quarter: 'Left rear quarter panel',
    right_front_fender: 'Right front fender',
    right_front_door: 'Right front door',
    right_rear_door: 'Right rear door',
    right_rear_quarter: 'Right rear quarter panel',
  },
  fr: {
    front_bumper: 'Pare-chocs avant',
    hood: 'Capot',
    windshield: 'Pare-brise',
    roof: 'Toit',
    rear_window: 'Lunette arrière',
    trunk: 'Coffre',
    rear_bumper: 'Pare-chocs arrière',
    left_front_fender: 'Aile avant gauche',
    left_front_door: 'Porte avant gauche',
    left_rear_door: 'Porte arrière gauche',
    left_rear_quarter: 'Panneau arrière gauche',
    right_front_fender: 'Aile avant droite',
    right_front_door: 'Porte avant droite',
    right_rear_door: 'Porte arrière droite',
    right_rear_quarter: 'Panneau arrière droit',
  },
};

export const DAMAGE_NAMES: Record<Locale, Record<DamageKind, string>> = {
  en: { scratch: 'scratch', dent: 'dent', chip: 'chip', broken: 'broken', missing: 'missing', other: 'other' },
  fr: { scratch: 'égratignure', dent: 'bosse', chip: 'éclat', broken: 'brisé', missing: 'manquant', other: 'autre' },
};

/** The damage marks as lines: "Hood: scratch, dent". */
export const damageLines = (locale: Locale, damages: readonly Damage[]): string[] => {
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const byPanel = new Map<CarPanel, DamageKind[]>();
  for (const d of damages) byPanel.set(d.panel, [...(byPanel.get(d.panel) ?? []), d.kind]);
  return [...byPanel].map(
    ([panel, kinds]) => `${PANEL_NAMES[locale][panel]}${colon}${kinds.map((k) => DAMAGE_NAMES[locale][k]).join(', ')}`,
  );
};

/** The car's pickup and delivery inspections on the bill of lading: odometer and damage marks. */
export const drawInspections = (
  doc: InstanceType<typeof PDFDocument>,
  locale: Locale,
  inspections: BillOfLadingInspection[],
  width: number,
) => {
  const t = TEXTS[locale];
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  doc.font('bold').fontSize(12).text(t.title);
  for (const kind of ['pickup', 'delivery'] as const) {
    const found = inspections.find((i) => i.kind === kind);
    doc
      .font('bold')
      .fontSize(10)
      .text(kind === 'pickup' ? t.pickup : t.delivery, { width });
    doc.font('body').fontSize(10);
    if (!found) {
      doc.text(t.notInspected, { width });
      continue;
    }
    doc.text(`${t.odometer}${colon}${found.odometer.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA')} km`, { width });
    const lines = damageLines(locale, found.damages);
    for (const line of lines.length ? lines : [t.none]) doc.text(`• ${line}`, { width });
    if (found.notes) doc.text(found.notes, { width });
  }
  doc.moveDown();
};
