import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { AdminOrdersList } from '../../../features/admin-orders/components/admin-orders-list';

/** /admin/orders: the operator finds any order. */
export const AdminOrdersPage = () => (
  <PageShell title="admin:orders.title" intro="admin:orders.intro">
    <AdminOrdersList orderHref={(row) => paths.adminOrder(row.id)} />
  </PageShell>
);
