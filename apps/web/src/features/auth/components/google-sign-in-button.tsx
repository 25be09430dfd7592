import { useEffect, useEffectEvent, useRef } from 'react';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useGoogleLogin } from '../api/social-login';
import { useExternalScript } from '../hooks/use-external-script';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSocialError } from '../hooks/use-social-error';
import { useLanguage } from '../hooks/use-language';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

type GoogleIdentity = {
  initialize: (config: { client_id: string; callback: (response: { credential: string }) => void }) => void;
  renderButton: (element: HTMLElement, options: Record<string, string | number>) => void;
};
type WindowWithGoogle = Window & { google?: { accounts: { id: GoogleIdentity } } };

/** Google Identity Services button; its ID token is exchanged for a Routier session. */
export const GoogleSignInButton = ({ clientId }: { clientId: string }) => {
  const { t } = useTranslation();
  const socialError = useSocialError();
  const lang = useLanguage();
  const status = useExternalScript(GIS_SRC);
  const container = useRef<HTMLDivElement>(null);
  const googleLogin = useGoogleLogin();
  const finishSignIn = useFinishSignIn();
  const handleCredential = useEffectEvent((token: string) => {
    googleLogin
      .mutateAsync(token)
      .then((response) => finishSignIn(response))
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('common:error'),
          message: socialError(error),
        }),
      );
  });

  useEffect(() => {
    const google = (window as WindowWithGoogle).google;
    if (status !== 'ready' || !google || !container.current) return;
    google.accounts.id.initialize({ client_id: clientId, callback: (response) => handleCredential(response.credential) });
    google.accounts.id.renderButton(container.current, {
      type: 'standard',
      theme: 'outline',
      size: 'large',
      text: 'continue_with',
      shape: 'rectangular',
      width: 300,
      locale: lang,
    });
  }, [status, clientId, lang]);

  if (status === 'error') return null;
  return (
    <Center mih={44} data-testid="google-sign-in">
      {(status === 'loading' || googleLogin.isPending) && <Loader size="sm" aria-label={t('auth:social.google')} />}
      <div ref={container} hidden={googleLogin.isPending} />
    </Center>
  );
};
