import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const BackToLogin = () => {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.login}>
        {t('auth:backToLogin')}
      </Anchor>
    </Text>
  );
};
