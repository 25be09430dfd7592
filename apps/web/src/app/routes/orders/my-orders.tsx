import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { MyOrdersList } from '../../../features/orders/components/my-orders-list';

export const MyOrdersPage = () => {
  const { t } = useTranslation();
  return (
    <PageShell
      title="orders:title"
      actions={
        <Button component={Link} to={paths.createOrder}>
          {t('orders:createOrder')}
        </Button>
      }
    >
      <MyOrdersList />
    </PageShell>
  );
};
