import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Spec §2: invitations wait for filled business details; this says so and links to them. */
export const BusinessDetailsNotice = () => {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" title={t('sub-accounts:businessDetails.title')} role="status">
      {t('sub-accounts:businessDetails.body')}{' '}
      <Anchor component={Link} to={paths.businessDetails} fw={600} c="yellow.9">
        {t('sub-accounts:businessDetails.link')}
      </Anchor>
    </Alert>
  );
};
