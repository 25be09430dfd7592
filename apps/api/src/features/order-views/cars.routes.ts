import { z } from 'zod';
import { CarsBatchInputSchema, CarsVinBatchInputSchema, CUSTOMER_ROLES, VinSuggestionInputSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { CarDetailSchema, OrderDetailSchema, StoredFileSchema } from './order-detail.presenter.js';
import { addCarFiles, removeCarFile, suggestVins } from '../orders/cars.service.js';
import { getOrderCars, saveOrderCars, saveOrderCarsByVin } from './order-page.service.js';

const customers = { roles: CUSTOMER_ROLES };
const carFilesReply = replies({ 200: z.object({ data: z.array(StoredFileSchema) }) });

/** The wizard's vehicle step: an order's cars, their files, and the customer's earlier VINs. */
export const orderCarsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/orders/cars/:id',
    {
      config: { access: customers },
      schema: {
        params: IdParamsSchema,
        response: replies({ 200: z.object({ data: z.array(CarDetailSchema), start_at: z.string().nullable() }) }),
      },
    },
    async (request) => getOrderCars(deps, currentUser(request), request.params.id),
  );

  // The spec names both; the new-order flow and the edit flow send the same body.
  for (const path of ['/cars/batch-edit/:id', '/cars/new-batch-edit/:id']) {
    app.post(
      path,
      {
        config: { access: customers },
        schema: { params: IdParamsSchema, body: CarsBatchInputSchema, response: replies({ 200: OrderDetailSchema }) },
      },
      async (request) => saveOrderCars(deps, currentUser(request), request.params.id, request.body),
    );
  }

  // Decision 058: the order's cars named by VIN get the fields sent; the others stay.
  app.post(
    '/cars/batch-edit/vin/:id',
    {
      config: { access: customers },
      schema: { params: IdParamsSchema, body: CarsVinBatchInputSchema, response: replies({ 200: OrderDetailSchema }) },
    },
    async (request) => saveOrderCarsByVin(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/orders/vin',
    {
      config: { access: customers },
      schema: { body: VinSuggestionInputSchema, response: replies({ 200: z.array(z.string()) }) },
    },
    async (request) => suggestVins(deps, currentUser(request), request.body.vin),
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
