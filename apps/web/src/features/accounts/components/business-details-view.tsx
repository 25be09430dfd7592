import { Alert, Divider, Paper, Stack, Text } from '@mantine/core';
import { DealerType, Role, type CurrentUser } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useBusinessDetails } from '../api/get-business-details';
import { CarrierBusinessForm } from './carrier-business-form';
import { DealerBusinessForm } from './dealer-business-form';
import { FranchiseLocations } from './franchise-locations';

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
  );
};
