import { Alert, Divider, Paper, Stack, Text } from '@mantine/core';
import { DealerType, Role, type CurrentUser } from '@routier/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useBusinessDetails } from '../api/get-business-details';

// The forms (inputs with masks, selects, the address search) load after the page, so it opens fast.
const DealerBusinessForm = lazy(() => import('./dealer-business-form').then((m) => ({ default: m.DealerBusinessForm })));
const CarrierBusinessForm = lazy(() => import('./carrier-business-form').then((m) => ({ default: m.CarrierBusinessForm })));
const FranchiseLocations = lazy(() => import('./franchise-locations').then((m) => ({ default: m.FranchiseLocations })));

/** /my-account/business-details: the dealer's or the transport company's form, and a Franchise dealer's locations. */
export const BusinessDetailsView = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const business = useBusinessDetails(user.business_details_id);
  if (user.business_details_id === null) return <Text>{t('accounts:business.none')}</Text>;
  if (business.isPending) return <LoadingScreen />;
  if (business.isError) return <ListError onRetry={() => void business.refetch()} />;
  const b = business.data;
  const disabled = !user.active;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Stack gap="lg">
        {!b.is_filled && (
          <Alert color="orange" variant="light" data-testid="business-not-filled">
            {t('accounts:business.notFilled')}
          </Alert>
        )}
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          {user.role === Role.Dealer ? (
            <DealerBusinessForm business={b} disabled={disabled} />
          ) : (
            <CarrierBusinessForm business={b} disabled={disabled} />
          )}
        </Paper>
        {user.role === Role.Dealer && b.type === DealerType.Franchise && (
          <>
            <Divider />
            <FranchiseLocations business={b} disabled={disabled} />
          </>
        )}
      </Stack>
    </Suspense>
  );
};
