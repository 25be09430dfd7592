import PDFDocument from 'pdfkit';
import type { AppDeps } from '../app-deps.js';
import { addInsuranceCertificate, addInsuranceProposal } from '../features/accounts/insurance.service.js';
import { findBusiness, findUserByEmail } from '../features/users/user-records.service.js';

/** A one-page certificate of insurance (ASCII only: the built-in font). */
const certificate = (company: string, insurer: string, policy: string, expiry: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Certificate of Insurance', { align: 'center' }).moveDown();
    doc.fontSize(12).text(`Insured: ${company}`).text(`Insurer: ${insurer}`).text(`Policy number: ${policy}`);
    doc.text('General liability: $2,000,000.00').text('Cargo insurance: $250,000.00').text(`Expires: ${expiry}`);
    doc.end();
  });

const DAY = 86_400_000;

/**
 * The demo carriers' certificates on file (Northern Haul: this year's and last year's, its expiry confirmed;
 * Prairie Express: the current one, nearly expired, and its renewal with a proposed expiry waiting for an admin).
 */
export const seedDemoInsurance = async (deps: Pick<AppDeps, 'db' | 'privateFiles' | 'clock' | 'env'>) => {
  for (const [email, files] of [
    ['carrier@routier.test', ['certificate-of-insurance.pdf', 'certificate-of-insurance-previous.pdf']],
    ['carrier2@routier.test', ['prairie-express-insurance.pdf']],
  ] as const) {
    const owner = await findUserByEmail(deps, email);
    if (!owner?.businessDetailsId) continue;
    const business = await findBusiness(deps, owner.businessDetailsId);
    if (!business) continue;
    for (const name of files) {
      const pdf = await certificate(
        business.name ?? '',
        business.insuranceCompanyName ?? '',
        business.policyNumber ?? '',
        business.expiryDate ?? '',
      );
      await addInsuranceCertificate(deps, business.id, name, pdf, owner.id);
    }
  }
  const prairie = await findUserByEmail(deps, 'carrier2@routier.test');
  const business = prairie?.businessDetailsId ? await findBusiness(deps, prairie.businessDetailsId) : null;
  if (!prairie || !business) return;
  const renewed = new Date(deps.clock().getTime() + 370 * DAY).toISOString().slice(0, 10);
  const pdf = await certificate(business.name ?? '', business.insuranceCompanyName ?? '', business.policyNumber ?? '', renewed);
  await addInsuranceCertificate(deps, business.id, 'prairie-express-insurance-renewal.pdf', pdf, prairie.id);
  await addInsuranceProposal(deps, business.id, renewed, prairie.id, deps.clock());
};
