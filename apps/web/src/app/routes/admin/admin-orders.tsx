import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { AdminOrdersList } from '../../../features/admin-orders/components/admin-orders-list';

/** /admin/orders: the operator finds any order, or starts one for a customer. */
export const AdminOrdersPage = () => {
  const { t } = useTranslation('admin');
  return (
    <PageShell
      title="admin:orders.title"
      intro="admin:orders.intro"
      actions={
        <Button component={Link} to={paths.adminNewOrder}>
          {t('orderForCustomer.newButton')}
        </Button>
      }
    >
      <AdminOrdersList orderHref={(row) => paths.adminOrder(row.id)} />
    </PageShell>
  );
};
