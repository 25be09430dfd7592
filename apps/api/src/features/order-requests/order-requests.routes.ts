import {
  CancelRequestInputSchema,
  CARRIER_ROLES,
  CarIssueReportInputSchema,
  CompleteOrderInputSchema,
  CUSTOMER_ROLES,
  IssueReportInputSchema,
  OrderRequestInputSchema,
  Role,
  IssueReportResultSchema,
  OrderRequestSchema,
  OrderRequestsStateSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { reportCarIssue, reportLoadIssue, reportOrderIssue } from './issue-reports.service.js';
import { createOrderRequest, getOrderRequestsState, requestCancellation, requestCompletion } from './order-requests.service.js';

/** Spec §6: carrier pages need approval; reports come from the company holding the job or its driver. */
const reporters = { roles: [...CARRIER_ROLES, Role.Driver], active: true };
const carriers = { roles: CARRIER_ROLES, active: true };
const customers = { roles: CUSTOMER_ROLES };
const reportReply = replies({ 200: IssueReportResultSchema });
const requestReply = replies({ 200: OrderRequestSchema });

/** Issue reports, cancellation and completion requests (docs/decisions/024). */
export const orderRequestsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/orders/report-issue/:id',
    {
      config: { access: reporters },
      schema: { params: IdParamsSchema, body: IssueReportInputSchema, response: reportReply },
    },
    async (request) => reportOrderIssue(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/cars/report-issue/:id',
    {
      config: { access: reporters },
      schema: {
        description:
          "`id` is the car's. A pickup problem with `cancel_request: true` also asks to cancel (the 12-hour rule applies).",
        params: IdParamsSchema,
        body: CarIssueReportInputSchema,
        response: reportReply,
      },
    },
    async (request) => reportCarIssue(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/loads/report-issue/:id',
    {
      config: { access: reporters },
      schema: {
        description: "`id` is the load's (path not in the spec). A driver reports only on his own load.",
        params: IdParamsSchema,
        body: IssueReportInputSchema,
        response: reportReply,
      },
    },
    async (request) => reportLoadIssue(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/orders/cancel-request/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, body: CancelRequestInputSchema, response: requestReply } },
    async (request) => requestCancellation(deps, currentUser(request), request.params.id, request.body.reason),
  );

  app.post(
    '/orders/order-request/:id',
    {
      config: { access: { roles: [...CUSTOMER_ROLES, ...CARRIER_ROLES] } },
      schema: {
        description: 'type `cancel` (the carrier holding the job) or `complete` / `completion` (the customer).',
        params: IdParamsSchema,
        body: OrderRequestInputSchema,
        response: requestReply,
      },
    },
    async (request) => createOrderRequest(deps, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/orders/:id/complete',
    {
      config: { access: customers },
      schema: {
        description: "The customer's Complete order button: a completion request an admin approves; `reason` optional.",
        params: IdParamsSchema,
        body: CompleteOrderInputSchema,
        response: requestReply,
      },
    },
    async (request) => requestCompletion(deps, currentUser(request), request.params.id, request.body?.reason || null),
  );

  app.get(
    '/order-requests/:id',
    {
      config: { access: { roles: [...CUSTOMER_ROLES, ...CARRIER_ROLES, Role.Driver] } },
      schema: {
        description: "`id` is the order's: the caller's requests on it and what he may ask now (path not in the spec).",
        params: IdParamsSchema,
        response: replies({ 200: OrderRequestsStateSchema }),
      },
    },
    async (request) => getOrderRequestsState(deps, currentUser(request), request.params.id),
  );
};
