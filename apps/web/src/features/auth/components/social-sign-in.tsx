import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthProviders } from '../api/get-auth-providers';
import { AppleSignInButton } from './apple-sign-in-button';
import { GoogleSignInButton } from './google-sign-in-button';

/** Apple offers its web sign-in only in Safari. */
export const isSafari = (userAgent = navigator.userAgent) =>
  /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);

/** Google and Apple buttons, each shown only when the server has it configured. */
export const SocialSignIn = () => {
  const { t } = useTranslation();
  const { data } = useAuthProviders();
  const google = data?.google_client_id ?? null;
  const apple = data?.apple_client_id && isSafari() ? data.apple_client_id : null;
  if (!google && !apple) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('auth:login.or')} labelPosition="center" />
      {google && <GoogleSignInButton clientId={google} />}
      {apple && <AppleSignInButton clientId={apple} />}
    </Stack>
  );
};
