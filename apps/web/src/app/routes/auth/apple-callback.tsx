import { useSearchParams } from 'react-router';
import { AppleCallback } from '../../../features/auth/components/apple-callback';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';

export const AppleCallbackPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('auth:apple.title'));
  const [params] = useSearchParams();
  return <AppleCallback token={params.get('token')} />;
};
