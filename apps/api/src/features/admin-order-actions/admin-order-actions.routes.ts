import {
  AdminCarrierOptionsSchema,
  AdminOrderActionResultSchema,
  AssignCarrierInputSchema,
  AdminOrderActionsSchema,
  CancelOrderInputSchema,
  ChangeDueDateInputSchema,
  HoldOrderInputSchema,
  RejectOrderInputSchema,
  ReleaseOrderInputSchema,
  RemoveCarrierInputSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import {
  adminAssignCarrier,
  adminCancelOrder,
  adminCarrierOptions,
  adminChangeDueDate,
  adminHoldOrder,
  adminOrderActionsOf,
  adminRejectOrder,
  adminReleaseOrder,
  adminRemoveCarrier,
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
  app.post(
    '/admin/orders/:id/remove-carrier',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: RemoveCarrierInputSchema, response: result } },
    async (request) => adminRemoveCarrier(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/orders/:id/assign-carrier',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, body: AssignCarrierInputSchema, response: result } },
    async (request) => adminAssignCarrier(deps, currentUser(request), request.params.id, request.body),
  );
  app.get(
    '/admin/carriers',
    { config: { access: adminOnly }, schema: { response: replies({ 200: AdminCarrierOptionsSchema }) } },
    async () => adminCarrierOptions(deps),
  );
};
