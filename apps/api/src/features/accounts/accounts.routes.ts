import { z } from 'zod';
import {
  AccountBusinessDetailsSchema,
  AccountFranchiseLocationSchema,
  FranchiseLocationInputSchema,
  InsuranceExpiryInputSchema,
  InsuranceFilesSchema,
  OrderFiltersInputSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { BUSINESS_OWNERS, BUSINESS_READERS } from './accounts.policy.js';
import {
  createFranchiseLocation,
  deleteFranchiseLocation,
  getBusinessDetails,
  saveBusinessDetails,
  saveOrderFilters,
  updateFranchiseLocation,
} from './accounts.service.js';
import { deleteInsuranceFile, listInsuranceFiles, proposeInsuranceExpiry, uploadInsuranceFiles } from './insurance.service.js';

/** The dealer's or the transport company's form fields; validated by the service with the schema of the business's kind. */
const businessBody = z.record(z.string(), z.unknown());
const businessReply = replies({ 200: AccountBusinessDetailsSchema });
const owners = { access: { roles: BUSINESS_OWNERS, active: true } };
const dealers = { access: { roles: [Role.Dealer], active: true } };
const carriers = { access: { roles: [Role.TransportCompany], active: true } };

/** The account area: business details, order filters, franchise locations, insurance (docs/decisions/028). */
export const accountsRoutes: FeatureRoutes = (app, deps) => {
  // Not gated by approval: the checkout of a dealer or sub-dealer reads it.
  app.get(
    '/business-details/:id',
    { config: { access: { roles: BUSINESS_READERS } }, schema: { params: IdParamsSchema, response: businessReply } },
    async (request) => getBusinessDetails(deps, currentUser(request), request.params.id),
  );

  app.put(
    '/business-details/:id',
    {
      config: owners,
      schema: {
        description: 'A dealer sends DealerBusinessInput, a transport company CarrierBusinessInput (packages/domain).',
        params: IdParamsSchema,
        body: businessBody,
        response: businessReply,
      },
    },
    async (request) => saveBusinessDetails(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/business-details/update-filters/:id',
    { config: carriers, schema: { params: IdParamsSchema, body: OrderFiltersInputSchema, response: businessReply } },
    async (request) => saveOrderFilters(deps, currentUser(request), request.params.id, request.body),
  );

  const locationReply = replies({ 200: AccountFranchiseLocationSchema });
  app.post(
    '/franchise-location',
    { config: dealers, schema: { body: FranchiseLocationInputSchema, response: locationReply } },
    async (request) => createFranchiseLocation(deps, currentUser(request), request.body),
  );
  app.put(
    '/franchise-location/:id',
    { config: dealers, schema: { params: IdParamsSchema, body: FranchiseLocationInputSchema, response: locationReply } },
    async (request) => updateFranchiseLocation(deps, currentUser(request), request.params.id, request.body),
  );
  app.delete(
    '/franchise-location/:id',
    { config: dealers, schema: { params: IdParamsSchema, response: replies({ 200: MessageResponseSchema }) } },
    async (request) => deleteFranchiseLocation(deps, currentUser(request), request.params.id),
  );

  const filesReply = replies({ 200: InsuranceFilesSchema });
  app.get('/insurance/files', { config: carriers, schema: { response: filesReply } }, async (request) =>
    listInsuranceFiles(deps, currentUser(request)),
  );
  app.post(
    '/insurance/files',
    {
      config: carriers,
      schema: {
        description:
          'multipart/form-data, certificates in `files[]`: PDF, Word, JPEG or PNG judged by content (422 `fileTypeNotAllowed`), 20 MB each (413).',
        response: filesReply,
      },
    },
    async (request) => uploadInsuranceFiles(deps, currentUser(request), () => readUploadedFiles(request, 'files')),
  );
  app.delete(
    '/insurance/files/:id',
    { config: carriers, schema: { params: IdParamsSchema, response: filesReply } },
    async (request) => deleteInsuranceFile(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/insurance/expiry-date',
    {
      config: carriers,
      schema: {
        description:
          'Proposes the expiry of the certificates on file; it counts once an admin approves it (the answer keeps the confirmed `expiry_date` and shows the pending `proposal`).',
        body: InsuranceExpiryInputSchema,
        response: filesReply,
      },
    },
    async (request) => proposeInsuranceExpiry(deps, currentUser(request), request.body),
  );
};
