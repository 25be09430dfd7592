import {
  AdminOrderActionResultSchema,
  AdminOrderActionsSchema,
  CancelOrderInputSchema,
  ChangeDueDateInputSchema,
  HoldOrderInputSchema,
  RejectOrderInputSchema,
  ReleaseOrderInputSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import {
  adminCancelOrder,
  adminChangeDueDate,
  adminHoldOrder,
  adminOrderActionsOf,
  adminRejectOrder,
  adminReleaseOrder,
} from './admin-order-actions.service.js';

/** An operator acts on any order; a deactivated admin may not. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };
const result = replies({ 200: AdminOrderActionResultSchema });

/** The operator's actions on an order (decision 062): each through the lifecycle, each in the audit log. */
export const adminOrderActionsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/admin/orders/:id/actions',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: AdminOrderActionsSchema }) } },
    async (request) => adminOrderActionsOf(deps, request.params.id),
  );
  app.post(
    '/admin/orders/:id/reject',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: RejectOrderInputSchema, response: result } },
    async (request) => adminRejectOrder(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/orders/:id/hold',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: HoldOrderInputSchema, response: result } },
    async (request) => adminHoldOrder(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/orders/:id/release',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: ReleaseOrderInputSchema, response: result } },
    async (request) => adminReleaseOrder(deps, currentUser(request), request.params.id, request.body ?? {}),
  );
  app.post(
    '/admin/orders/:id/cancel',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: CancelOrderInputSchema, response: result } },
    async (request) => adminCancelOrder(deps, currentUser(request), request.params.id, request.body ?? {}),
  );
  app.put(
    '/admin/orders/:id/due-date',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: ChangeDueDateInputSchema, response: result } },
    async (request) => adminChangeDueDate(deps, currentUser(request), request.params.id, request.body),
  );
};
