import {
  ContactSearchSchema,
  CUSTOMER_ROLES,
  Role,
  NewContactDetailsSchema,
  OrderDetailSchema,
  ReleaseFilesSchema,
  SavedContactsSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  deleteAllReleaseFiles,
  deleteReleaseFile,
  searchSavedContacts,
  uploadReleaseFiles,
} from '../orders/order-contacts.service.js';
import { wizardActor } from '../orders/order-operator.service.js';
import { saveContactDetails } from './order-page.service.js';

const customers = { access: { roles: CUSTOMER_ROLES } };
/** the wizard's steps: the customer, or an operator filling in an order an admin created for him (decision 067) */
const wizardUsers = { access: { roles: [...CUSTOMER_ROLES, Role.Admin] } };

/** Step 4 of the order wizard: contacts of both ends, saved contacts, release-form files. */
export const orderContactsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/new-contact-details/:id',
    {
      config: wizardUsers,
      schema: { params: IdParamsSchema, body: NewContactDetailsSchema, response: replies({ 200: OrderDetailSchema }) },
    },
    async (request) =>
      saveContactDetails(deps, await wizardActor(deps, currentUser(request), request.params.id), request.params.id, request.body),
  );

  app.post(
    '/contacts',
    {
      config: { ...customers, reads: true },
      schema: { body: ContactSearchSchema, response: replies({ 200: SavedContactsSchema }) },
    },
    async (request) => searchSavedContacts(deps, currentUser(request), request.body.keyword),
  );

  app.post(
    '/release-form/:id',
    {
      config: wizardUsers,
      schema: {
        description:
          'multipart/form-data with files in `files[]` (jpeg, png, pdf, doc(x), xls(x), mov, mp4, avi, txt, csv; 20 MB each).',
        params: IdParamsSchema,
        response: replies({ 200: ReleaseFilesSchema }),
      },
    },
    async (request) =>
      uploadReleaseFiles(
        deps,
        await wizardActor(deps, currentUser(request), request.params.id),
        request.params.id,
        await readUploadedFiles(request, 'files'),
      ),
  );

  app.delete(
    '/release-form/batch/:id',
    { config: wizardUsers, schema: { params: IdParamsSchema, response: replies({ 200: ReleaseFilesSchema }) } },
    async (request) =>
      deleteAllReleaseFiles(deps, await wizardActor(deps, currentUser(request), request.params.id), request.params.id),
  );

  app.delete(
    '/release-form/:id',
    {
      config: customers,
      schema: {
        description: '`id` is the release file id.',
        params: IdParamsSchema,
        response: replies({ 200: ReleaseFilesSchema }),
      },
    },
    async (request) => deleteReleaseFile(deps, currentUser(request), request.params.id),
  );
};
