import { lazy, Suspense } from 'react';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOMER_ROLES, type Role } from '@routier/domain';
import { paths } from '../../config/paths';
import { useIsBelow } from '../data-table/use-is-phone';

const UsShippingModal = lazy(() => import('../us-shipping/us-shipping-modal').then((m) => ({ default: m.UsShippingModal })));

/** Dealers, sub-dealers and private users: the header's US Shipping, Auto dispatch and Create Order buttons. */
export const CustomerActions = ({ role, onNavigate }: { role: number | null; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // a phone shows none of them (the side menu has them): not rendered at all
  const phone = useIsBelow('sm');
  if (phone || role === null || !CUSTOMER_ROLES.includes(role as Role)) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="subtle" size="sm" onClick={open} visibleFrom="md">
        {t('orders:usShipping')}
      </Button>
      <Button variant="light" component={Link} to="/auto-dispatch" size="sm" onClick={onNavigate} visibleFrom="md">
        {t('orders:filter.autoDispatch')}
      </Button>
      <Button component={Link} to={paths.createOrder} size="sm" onClick={onNavigate} visibleFrom="sm">
        {t('orders:createOrder')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <UsShippingModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
};

/** The side menu's (phones) Create Order, Auto dispatch and US Shipping entries. */
export const CustomerMenuActions = ({ role, onNavigate }: { role: number | null; onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  if (role === null || !CUSTOMER_ROLES.includes(role as Role)) return null;
  return (
    <>
      <Button component={Link} to={paths.createOrder} justify="flex-start" onClick={onNavigate}>
        {t('orders:createOrder')}
      </Button>
      <Button variant="light" component={Link} to="/auto-dispatch" justify="flex-start" onClick={onNavigate}>
        {t('orders:filter.autoDispatch')}
      </Button>
      <Button variant="subtle" justify="flex-start" onClick={open}>
        {t('orders:usShipping')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <UsShippingModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
