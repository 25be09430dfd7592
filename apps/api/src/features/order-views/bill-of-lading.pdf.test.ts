import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactDetailRow, OrderRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';
import { renderBillOfLading } from './bill-of-lading.pdf.js';

const place = {
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  zip_code: 'M5X 1A9',
  lat: 43.6,
  lng: -79.3,
};
const order = {
  orderNumber: 'RT-100200',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  startAt: '2026-11-23',
  dueDate: '2026-11-30',
  completedAt: null,
  origin: place,
  destination: { ...place, address: '1 Rue Sainte-Catherine', city: 'Montréal', province: 'QC', zip_code: 'H2X 1Z4' },
} as unknown as OrderRow;
const contacts = [
  { type: 'pickup', name: 'Ana Lopez', phone: '416-555-0199', email: 'ana@example.test', notes: null },
  { type: 'destination', name: 'Marc Roy', phone: '514-555-0142', email: 'marc@example.test', notes: null },
] as unknown as ContactDetailRow[];
const car = (comments: string) =>
  ({
    carNumber: 1,
    vin: '1HGCM82633A004352',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    type: 1,
    isOperable: true,
    comments,
  }) as unknown as CarRow;

/** The text of each page of a PDF. */
const pages = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bol-')), 'bol.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
};

describe('the bill of lading PDF', () => {
  it('keeps the three signature blocks together on one page, wherever the notes above end', async () => {
    const sentence = 'Small scratch on the rear bumper, photographed at pickup. ';
    // notes of growing length move the signature blocks down the first page and past its end
    for (let lines = 0; lines <= 44; lines += 4) {
      const text = pages(await renderBillOfLading({ locale: 'en', order, car: car(sentence.repeat(lines * 2)), contacts }));
      const signing = text.filter((page) => page.includes('Signature'));
      expect(signing, `notes of ${lines} lines`).toHaveLength(1);
      for (const label of ['Shipper (pickup)', 'Carrier / driver', 'Consignee (destination)'])
        expect(signing[0], `notes of ${lines} lines`).toContain(label);
      expect(signing[0].match(/Signature/g), `notes of ${lines} lines`).toHaveLength(3);
      expect(text.length, `notes of ${lines} lines`).toBeLessThanOrEqual(2);
    }
  });
});
