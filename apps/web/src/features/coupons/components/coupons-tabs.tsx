import { Button, SimpleGrid, Skeleton, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUPON_STATES, couponState, type CouponRow, type CouponState } from '@routier/domain';
import { ListError, useErrorNotification } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useCoupons } from '../api/get-coupons';
import { CouponCard } from './coupon-card';

/** Spec §2 coupons: Available, Used and Expired tabs, each with its count. */
export const CouponsTabs = ({ canSubscribe }: { canSubscribe: boolean }) => {
  const { t } = useTranslation('account');
  const query = useCoupons();
  useErrorNotification(query.error);
  // States and expiry texts as of when the list arrived.
  const now = useMemo(() => new Date(query.dataUpdatedAt), [query.dataUpdatedAt]);
  const data = query.data?.data;
  const byState = useMemo(() => {
    const groups: Record<CouponState, CouponRow[]> = { available: [], used: [], expired: [] };
    for (const c of data ?? []) groups[couponState(c, now)].push(c);
    return groups;
  }, [data, now]);

  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={90} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <ListError onRetry={() => void query.refetch()} />;
  return (
    <Tabs defaultValue="available" keepMounted={false}>
      <Tabs.List mb="md">
        {COUPON_STATES.map((state) => (
          <Tabs.Tab key={state} value={state}>
            {t(`coupons.tab.${state}`, { count: byState[state].length })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {COUPON_STATES.map((state) => (
        <Tabs.Panel key={state} value={state}>
          {byState[state].length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="coupons-empty">
              {t(`coupons.empty.${state}`)}
              {state === 'available' && canSubscribe && (
                <>
                  <br />
                  <Button component={Link} to={paths.newsletter} variant="light" mt="md">
                    {t('coupons.getNewsletterCoupon')}
                  </Button>
                </>
              )}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {byState[state].map((c) => (
                <CouponCard key={c.id} coupon={c} state={state} now={now} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
