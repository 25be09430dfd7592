export { OrderStatusBadge } from './order-status-badge';
