import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAppleLogin } from '../api/social-login';
import { useExternalScript } from '../hooks/use-external-script';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSocialError } from '../hooks/use-social-error';

const APPLE_JS_SRC = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

type AppleAuth = {
  init: (config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }) => void;
  signIn: () => Promise<{ authorization: { id_token: string } }>;
};
type WindowWithApple = Window & { AppleID?: { auth: AppleAuth } };

/** Sign in with Apple (popup); the ID token is exchanged for a Routier session. */
export const AppleSignInButton = ({ clientId }: { clientId: string }) => {
  const { t } = useTranslation();
  const socialError = useSocialError();
  const status = useExternalScript(APPLE_JS_SRC);
  const appleLogin = useAppleLogin();
  const finishSignIn = useFinishSignIn();

  const handleClick = async () => {
    const apple = (window as WindowWithApple).AppleID;
    if (!apple) return;
    let idToken: string;
    try {
      apple.auth.init({
        clientId,
        scope: 'name email',
        redirectURI: `${window.location.origin}${paths.appleCallback}`,
        usePopup: true,
      });
      idToken = (await apple.auth.signIn()).authorization.id_token;
    } catch {
      return; // the person closed Apple's window
    }
    try {
      const response = await appleLogin.mutateAsync(idToken);
      await finishSignIn(response, response.locale);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('common:error'),
        message: socialError(error),
      });
    }
  };

  if (status === 'error') return null;
  return (
    <Button color="dark" fullWidth loading={status === 'loading' || appleLogin.isPending} onClick={() => void handleClick()}>
      {t('auth:social.apple')}
    </Button>
  );
};
