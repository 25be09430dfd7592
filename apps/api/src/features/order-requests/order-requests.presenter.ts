import type { OrderRequestDetail, OrderRequestStatus, OrderRequestType } from '@routier/domain';
import type { OrderRequestRow } from '../../db/schema/index.js';

export const presentRequest = (row: OrderRequestRow): OrderRequestDetail => ({
  id: row.id,
  order_id: row.orderId,
  type: row.type as OrderRequestType,
  status: row.status as OrderRequestStatus,
  reason: row.reason,
  resolution_comment: row.resolutionComment,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});
