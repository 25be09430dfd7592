import { Alert, Anchor } from '@mantine/core';
import { offerNarrowing, Role, UsExternalType, type OfferFilters } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/**
 * The board shows only the offers the company's saved order filters let through (enclosed only, priority only,
 * snowbirds or export): said above the list, with the way to change them, so no offer is hidden without a word.
 */
export const SavedFiltersNotice = ({ choices }: { choices: OfferFilters | undefined }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!choices) return null;
  const narrowing = offerNarrowing(choices.order_filters);
  const kinds = [
    ...(narrowing.enclosedOnly ? [t('offers:savedFilters.enclosed')] : []),
    ...(narrowing.priorityOnly ? [t('offers:savedFilters.priority')] : []),
    ...(narrowing.usTypes ?? []).map((type) =>
      type === UsExternalType.Snowbirds ? t('offers:savedFilters.snowbirds') : t('offers:savedFilters.export'),
    ),
  ];
  if (kinds.length === 0) return null;
  return (
    <Alert color="blue" variant="light" data-testid="saved-filters-notice" title={t('offers:savedFilters.title')}>
      {t('offers:savedFilters.body', { kinds: kinds.join(', ') })}{' '}
      {/* the company's own settings; a dispatcher asks the company */}
      {user?.role === Role.TransportCompany ? (
        <Anchor component={Link} to={paths.notificationsSettings}>
          {t('offers:savedFilters.change')}
        </Anchor>
      ) : (
        t('offers:savedFilters.askCompany')
      )}
    </Alert>
  );
};
