import { z } from 'zod';
import {
  InvoiceExportQuerySchema,
  InvoicesQuerySchema,
  Role,
  STAFF_ROLES,
  type InvoiceAudience,
  InvoiceListRowSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { cappedPagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { exportInvoices, invoicePdf, listInvoices, markInvoicePaid } from './billing.service.js';

/** Each list, the role whose own list it is (staff read every list: docs/architecture.md, Product rules). */
const LISTS: [InvoiceAudience, Role][] = [
  ['dealers', Role.Dealer],
  ['individuals', Role.PrivateUser],
  ['transport-companies', Role.TransportCompany],
];

const download = (fileName: string, type: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

export const billingRoutes: FeatureRoutes = (app, deps) => {
  for (const [audience, role] of LISTS) {
    // Spec: /my-account/invoices and /my-account/billing need approval.
    const access = { roles: [role, ...STAFF_ROLES], active: true };
    app.get(
      `/invoices/${audience}`,
      {
        config: { access },
        schema: {
          description: `The caller's ${audience === 'transport-companies' ? 'statements' : 'invoices'} (staff: everyone's), searched by order number, invoice number or VIN (keyword).`,
          querystring: InvoicesQuerySchema,
          response: replies({ 200: cappedPagedSchema(InvoiceListRowSchema) }),
        },
      },
      async (request) =>
        listInvoices(deps, currentUser(request), audience, request.query, requestUrl(deps.env.appUrl, request.url)),
    );

    app.get(
      `/invoices/${audience}/pdf/:id`,
      {
        config: { access },
        schema: {
          description: "`id` is the invoice's. A PDF (attachment) in the recipient's language, whoever downloads it.",
          params: IdParamsSchema,
          response: replies({ 200: z.unknown().describe('the PDF (binary)') }),
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await invoicePdf(deps, currentUser(request), audience, request.params.id);
        return reply.headers(download(fileName, 'application/pdf')).send(pdf);
      },
    );
  }

  app.get(
    '/admin/invoices/export.csv',
    {
      config: { access: { roles: STAFF_ROLES, active: true } },
      schema: {
        description: 'Invoices of one list (kind) issued from `from` to `to` (YYYY-MM-DD, Toronto days, both included), as CSV.',
        querystring: InvoiceExportQuerySchema,
        response: replies({ 200: z.unknown().describe('the CSV (text/csv, UTF-8, header row)') }),
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportInvoices(deps, request.query);
      return reply.headers(download(fileName, 'text/csv; charset=utf-8')).send(csv);
    },
  );

  app.put(
    '/admin/invoices/:id/paid',
    {
      config: { access: { roles: STAFF_ROLES, active: true, rows: 'any' } },
      schema: {
        description: 'Records that an invoice or statement was paid.',
        params: IdParamsSchema,
        response: replies({ 200: InvoiceListRowSchema }),
      },
    },
    async (request) => markInvoicePaid(deps, request.params.id),
  );
};
