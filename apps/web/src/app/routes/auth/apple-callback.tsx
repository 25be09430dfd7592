import { useSearchParams } from 'react-router';
import { AppleCallback } from '../../../features/auth/components/apple-callback';

export const AppleCallbackPage = () => {
  const [params] = useSearchParams();
  return <AppleCallback token={params.get('token')} />;
};
