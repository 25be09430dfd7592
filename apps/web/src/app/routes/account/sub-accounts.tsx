import { Container, Title } from '@mantine/core';
import { subAccountKindOf } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { SubAccountsList } from '../../../features/sub-accounts/components/sub-accounts-list';
import { useCurrentUser } from '../../../lib/session';
import { useNamespace } from '../../../lib/use-namespace';

/** /my-account/sub-accounts (carrier-and-account side §2): a dealer's sub-accounts, a transport company's dispatchers. */
export const SubAccountsPage = () => {
  const { t } = useTranslation();
  const ready = useNamespace('sub-accounts');
  const user = useCurrentUser();
  const kind = subAccountKindOf(user.role);
  usePageTitle(
    ready && kind
      ? t(`sub-accounts:title.${kind}`)
      : t(kind === 'dispatchers' ? 'common:nav.dispatchers' : 'common:nav.subAccounts'),
  );
  if (!kind) return <Navigate to={paths.home} replace />;
  if (!ready) return null;
  return (
    <Container size="xl" py="md" px="xs">
      <Title order={1} size="h2" mb="md">
        {t(`sub-accounts:title.${kind}`)}
      </Title>
      <SubAccountsList kind={kind} businessFilled={user.business_details?.is_filled ?? false} />
    </Container>
  );
};
