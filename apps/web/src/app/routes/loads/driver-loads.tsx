import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DriverLoadsList } from '../../../features/loads/components/driver-loads-list';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const DriverLoadsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('loads:title'));
  return (
    <Container size="lg" py="md" px="xs">
      <Title order={1} size="h2" mb="lg">
        {t('loads:title')}
      </Title>
      <DriverLoadsList />
    </Container>
  );
};
