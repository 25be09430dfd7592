import {
  CarFilesSchema,
  CarsBatchInputSchema,
  CarsVinBatchInputSchema,
  CUSTOMER_ROLES,
  OrderCarsSchema,
  OrderDetailSchema,
  Role,
  VinSuggestionInputSchema,
  VinSuggestionsSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { wizardActor } from '../orders/order-operator.service.js';
import { addCarFiles, removeCarFile, suggestVins } from '../orders/cars.service.js';
import { getOrderCars, saveOrderCars, saveOrderCarsByVin } from './order-page.service.js';
import { isJobsUser, suggestJobVins } from '../jobs/job-suggestions.service.js';

const customers = { roles: CUSTOMER_ROLES };
/** the wizard's steps: the customer, or an operator filling in an order an admin created for him (decision 067) */
const wizardUsers = { roles: [...CUSTOMER_ROLES, Role.Admin] };
/** customers for their earlier VINs; carriers (and drivers) for their jobs' (decision 057) */
const vinAskers = { roles: [...CUSTOMER_ROLES, Role.TransportCompany, Role.Dispatcher, Role.Driver] };
const carFilesReply = replies({ 200: CarFilesSchema });

/** The wizard's vehicle step: an order's cars, their files, and the customer's earlier VINs (a carrier's: his jobs'). */
export const orderCarsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/orders/cars/:id',
    {
      config: { access: wizardUsers },
      schema: {
        params: IdParamsSchema,
        response: replies({ 200: OrderCarsSchema }),
      },
    },
    async (request) => getOrderCars(deps, await wizardActor(deps, currentUser(request), request.params.id), request.params.id),
  );

  // The spec names both; the new-order flow and the edit flow send the same body.
  for (const path of ['/cars/batch-edit/:id', '/cars/new-batch-edit/:id']) {
    app.post(
      path,
      {
        config: { access: wizardUsers },
        schema: { params: IdParamsSchema, body: CarsBatchInputSchema, response: replies({ 200: OrderDetailSchema }) },
      },
      async (request) =>
        saveOrderCars(deps, await wizardActor(deps, currentUser(request), request.params.id), request.params.id, request.body),
    );
  }

  app.post(
    '/cars/batch-edit/vin/:id',
    {
      config: { access: wizardUsers },
      schema: { params: IdParamsSchema, body: CarsVinBatchInputSchema, response: replies({ 200: OrderDetailSchema }) },
    },
    async (request) =>
      saveOrderCarsByVin(deps, await wizardActor(deps, currentUser(request), request.params.id), request.params.id, request.body),
  );

  app.post(
    '/orders/vin',
    {
      config: { access: vinAskers },
      schema: {
        description:
          "VIN suggestions starting with `vin`: a customer's earlier VINs; for a transport company or dispatcher the VINs of the jobs the company holds, for a driver those of his live loads.",
        body: VinSuggestionInputSchema,
        response: replies({ 200: VinSuggestionsSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      return isJobsUser(user) ? suggestJobVins(deps.db, user, request.body.vin) : suggestVins(deps, user, request.body.vin);
    },
  );

  app.post(
    '/cars/files/:id',
    {
      config: { access: customers },
      schema: {
        description:
          'multipart/form-data with files in the field `files[]` (20 MB each; jpeg, png, pdf, doc(x), xls(x), mov, mp4, avi, txt, csv).',
        params: IdParamsSchema,
        response: carFilesReply,
      },
    },
    async (request) => addCarFiles(deps, currentUser(request), request.params.id, () => readUploadedFiles(request, 'files')),
  );

  app.delete(
    '/cars/files/:id',
    { config: { access: customers }, schema: { params: IdParamsSchema, response: carFilesReply } },
    async (request) => removeCarFile(deps, currentUser(request), request.params.id),
  );
};
