import {
  AdminOrderMoneySchema,
  AdminPaymentsQuerySchema,
  MoneyPaymentSchema,
  PaymentRefundInputSchema,
  PaymentRefundSchema,
  Role,
  STAFF_ROLES,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { listPayments, orderMoney, refundOfPayment } from './admin-money.service.js';

/** Only an admin gives money back; admins and accountants read it (decision 063). */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };
const staff: Access = { roles: STAFF_ROLES, active: true, rows: 'any' };

/** The operator's and the accountant's money: refunds through the gateway, an order's money, the payments list. */
export const adminMoneyRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/admin/payments/:id/refunds',
    {
      config: { access: adminOnly },
      schema: {
        description:
          "`id` is the payment's. Gives back `amount_cents` (at most what remains refundable: 422 above it) of a succeeded card payment through the gateway, with a reason the customer reads. The same `idempotency_key` answers the refund it made (200) instead of a second one (201). 409 when the payment cannot be refunded (not a succeeded card payment, fully refunded, the order cancelled).",
        params: IdParamsSchema,
        body: PaymentRefundInputSchema,
        response: replies({ 200: PaymentRefundSchema, 201: PaymentRefundSchema }),
      },
    },
    async (request, reply) => {
      const { refund, replayed } = await refundOfPayment(deps, currentUser(request), request.params.id, request.body);
      if (!replayed) reply.code(201);
      return refund;
    },
  );
  app.get(
    '/admin/orders/:id/money',
    {
      config: { access: staff },
      schema: {
        description: "An order's money: its charges and their refunds, coupon, invoices and carrier statement, fuel-fee claims.",
        params: IdParamsSchema,
        response: replies({ 200: AdminOrderMoneySchema }),
      },
    },
    async (request) => orderMoney(deps, request.params.id),
  );
  app.get(
    '/admin/payments',
    {
      config: { access: staff },
      schema: {
        description:
          'Every charge that took money, with its refunds and the order’s invoice numbers, searched by order number (keyword), sorted and paged.',
        querystring: AdminPaymentsQuerySchema,
        response: replies({ 200: pagedSchema(MoneyPaymentSchema) }),
      },
    },
    async (request) => listPayments(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
};
