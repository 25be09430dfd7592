import {
  CARRIER_ROLES,
  CUSTOMER_ROLES,
  OrderLogMessageInputSchema,
  OrderLogListSchema,
  OrderLogQuerySchema,
  OrderLogReadSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readUploadedFiles } from '../../platform/files/upload.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { getOrderLog, markOrderLogRead, postOrderLogFiles, postOrderLogMessage } from './order-log.service.js';

/** The order's customer, the company holding the job (and its dispatchers), and admins (order-log.policy.ts). */
const access = { roles: [...CUSTOMER_ROLES, ...CARRIER_ROLES, Role.Admin] };
const reply = replies({ 200: OrderLogListSchema });
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };
const threadNote = '`thread` (customer | carrier) is for admins: which thread to read or answer.';

/** The order log chat: each party talks with the admin in its own thread (docs/decisions/024). */
export const orderLogRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/order-logs/:id',
    {
      config: { access },
      schema: { description: threadNote, params: IdParamsSchema, querystring: OrderLogQuerySchema, response: reply },
    },
    async (request) => getOrderLog(deps, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/order-logs/:id',
    {
      config: { access },
      schema: {
        description: threadNote,
        params: IdParamsSchema,
        querystring: OrderLogQuerySchema,
        body: OrderLogMessageInputSchema,
        response: reply,
      },
    },
    async (request) => postOrderLogMessage(deps, currentUser(request), request.params.id, request.query, request.body.comment),
  );

  app.post(
    '/order-logs/files/:id',
    {
      config: { access },
      schema: {
        description: `multipart/form-data, files in \`files[]\` (20 MB each: 413 otherwise). ${threadNote}`,
        params: IdParamsSchema,
        querystring: OrderLogQuerySchema,
        response: reply,
      },
    },
    async (request) =>
      postOrderLogFiles(deps, currentUser(request), request.params.id, request.query, () => readUploadedFiles(request, 'files')),
  );

  app.post(
    '/order-logs/:id/read',
    {
      config: { access: adminOnly },
      schema: {
        description: `Operators: marks the order's customer and carrier messages read. ${threadNote}`,
        params: IdParamsSchema,
        querystring: OrderLogQuerySchema,
        response: replies({ 200: OrderLogReadSchema }),
      },
    },
    async (request) => markOrderLogRead(deps, request.params.id, request.query),
  );
};
