import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const LoadingScreen = () => {
  const { t } = useTranslation();
  return (
    <Center h="60vh" role="status" aria-label={t('common:loading')}>
      <Loader />
    </Center>
  );
};
