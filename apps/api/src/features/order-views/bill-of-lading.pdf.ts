import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { addressLines, CarType, formatDate, type Locale } from '@routier/domain';
import type { OrderAddress, OrderRow } from '../../db/schema/index.js';
import type { ContactDetailRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';
import { drawInspections, type BillOfLadingInspection } from './bill-of-lading-inspections.js';

// A TTF font shipped in the repository: pdfkit's built-in Helvetica garbles characters outside WinAnsi.
const FONT = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));

const TEXTS = {
  en: {
    title: 'Bill of lading',
    order: 'Order',
    car: 'Vehicle',
    orderDate: 'Order date',
    startDate: 'Available from',
    dueDate: 'Delivery by',
    completed: 'Delivered',
    pickup: 'Pickup',
    destination: 'Destination',
    contact: 'Contact',
    vin: 'VIN',
    type: 'Type',
    operable: 'Operable',
    yes: 'Yes',
    no: 'No',
    notes: 'Notes',
    conditions:
      'The vehicle described above was received in apparent good order, except as noted. The carrier delivers it to the destination named above.',
    shipper: 'Shipper (pickup)',
    carrier: 'Carrier / driver',
    consignee: 'Consignee (destination)',
    signature: 'Signature',
    date: 'Date',
    name: 'Name',
  },
  fr: {
    title: 'Connaissement',
    order: 'Commande',
    car: 'Véhicule',
    orderDate: 'Date de la commande',
    startDate: 'Disponible à partir du',
    dueDate: 'Livraison au plus tard le',
    completed: 'Livré le',
    pickup: 'Ramassage',
    destination: 'Destination',
    contact: 'Contact',
    vin: 'NIV',
    type: 'Type',
    operable: 'En état de marche',
    yes: 'Oui',
    no: 'Non',
    notes: 'Remarques',
    conditions:
      'Le véhicule décrit ci-dessus a été reçu en bon état apparent, sauf indication contraire. Le transporteur le livre à la destination indiquée ci-dessus.',
    shipper: 'Expéditeur (ramassage)',
    carrier: 'Transporteur / chauffeur',
    consignee: 'Destinataire (livraison)',
    signature: 'Signature',
    date: 'Date',
    name: 'Nom',
  },
} as const;

const CAR_TYPES: Record<Locale, Record<number, string>> = {
  en: { 1: 'Sedan', 2: 'Van', 3: 'SUV', 4: 'SUV XL', 5: 'Pickup', 6: 'HD pickup', 7: 'Commercial' },
  fr: { 1: 'Berline', 2: 'Fourgonnette', 3: 'VUS', 4: 'VUS XL', 5: 'Camionnette', 6: 'Camionnette lourde', 7: 'Commercial' },
};

export type BillOfLadingData = {
  locale: Locale;
  order: OrderRow;
  car: CarRow;
  contacts: ContactDetailRow[];
  /** the car's pickup and delivery inspections (damage marks) */
  inspections?: BillOfLadingInspection[];
};

export const billOfLadingFileName = (locale: Locale, order: OrderRow, car: CarRow) =>
  `${locale === 'fr' ? 'connaissement' : 'bill-of-lading'}-${order.orderNumber}-${car.carNumber}.pdf`;

/** A calendar day as it is, an instant as its day in Toronto (the domain's formatter). */
const formatDay = (locale: Locale, value: string | Date | null) => (value ? formatDate(value, locale, 'long') || '—' : '—');

const placeLines = (a: OrderAddress | null) =>
  a ? [a.company, ...addressLines(a)].filter((l): l is string => Boolean(l)) : ['—'];

/** Renders one car's bill of lading as a PDF, in the requester's language. */
export const renderBillOfLading = ({ locale, order, car, contacts, inspections = [] }: BillOfLadingData): Promise<Buffer> => {
  const t = TEXTS[locale];
  const other = TEXTS[locale === 'fr' ? 'en' : 'fr'];
  // French puts a non-breaking space before the colon
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${t.title} ${order.orderNumber}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 50;
  const width = doc.page.width - 100;
  doc.font('bold').fontSize(20).text(t.title, left, 50);
  doc.font('body').fontSize(10).fillColor('#555').text(`${other.title} · Routier`).fillColor('#000');
  doc.font('body').fontSize(11).text(`${t.order} ${order.orderNumber} · ${t.car} ${car.carNumber}`);
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}${colon}`, { continued: true }).font('body').text(value);
  };
  row(t.orderDate, formatDay(locale, order.createdAt));
  row(t.startDate, formatDay(locale, order.startAt));
  row(t.dueDate, formatDay(locale, order.dueDate));
  if (order.completedAt) row(t.completed, formatDay(locale, order.completedAt));
  doc.moveDown();

  const column = (x: number, title: string, address: OrderAddress | null, contact: ContactDetailRow | undefined) => {
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(12)
      .text(title, x, top, { width: width / 2 - 10 });
    doc.font('body').fontSize(10);
    for (const line of placeLines(address)) doc.text(line, { width: width / 2 - 10 });
    if (contact) {
      doc
        .moveDown(0.3)
        .font('bold')
        .text(t.contact, { width: width / 2 - 10 })
        .font('body');
      doc.text(`${contact.name} · ${contact.phone}`, { width: width / 2 - 10 });
      doc.text(contact.email, { width: width / 2 - 10 });
      if (contact.notes) doc.text(`${t.notes}${colon}${contact.notes}`, { width: width / 2 - 10 });
    }
    return doc.y;
  };
  const top = doc.y;
  const endLeft = column(
    left,
    t.pickup,
    order.origin,
    contacts.find((c) => c.type === 'pickup'),
  );
  doc.y = top;
  const endRight = column(
    left + width / 2 + 10,
    t.destination,
    order.destination,
    contacts.find((c) => c.type === 'destination'),
  );
  doc.x = left;
  doc.y = Math.max(endLeft, endRight) + 16;

  doc.font('bold').fontSize(12).text(t.car, left, doc.y);
  doc.font('body').fontSize(10);
  row(t.vin, car.vin ?? '—');
  doc.text([car.year, car.make, car.model].filter(Boolean).join(' ') || '—');
  row(t.type, car.type ? (CAR_TYPES[locale][car.type as CarType] ?? '—') : '—');
  row(t.operable, car.isOperable ? t.yes : t.no);
  if (car.comments) row(t.notes, car.comments);
  doc.moveDown();
  drawInspections(doc, locale, inspections, width);
  doc.font('body').fontSize(9).fillColor('#444').text(t.conditions, { width }).fillColor('#000');
  doc.moveDown(2);

  // The three signature blocks stay together: on this page if they fit above the bottom margin, else on the next.
  // Text placed below the margin would make PDFKit open a page for each label.
  const blockHeight = 58;
  const parties = [t.shipper, t.carrier, t.consignee];
  if (doc.y + parties.length * blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  for (const party of parties) {
    const y = doc.y;
    doc.font('bold').fontSize(10).text(party, left, y);
    const lineY = y + 34;
    doc
      .moveTo(left, lineY)
      .lineTo(left + 200, lineY)
      .stroke();
    doc
      .moveTo(left + 230, lineY)
      .lineTo(left + 380, lineY)
      .stroke();
    doc
      .moveTo(left + 410, lineY)
      .lineTo(left + width, lineY)
      .stroke();
    doc.font('body').fontSize(8);
    doc.text(t.signature, left, lineY + 3, { lineBreak: false });
    doc.text(t.name, left + 230, lineY + 3, { lineBreak: false });
    doc.text(t.date, left + 410, lineY + 3, { lineBreak: false });
    doc.x = left;
    doc.y = y + blockHeight;
  }
  doc.end();
  return done;
};
