import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse, Locale } from '@routier/domain';
import { startSession } from '../../../lib/session';
import { changeLanguage } from '../../../lib/i18n';
import { StorageKey } from '../../../lib/storage';
import { paths } from '../../../config/paths';

/** Where a freshly signed-in user goes: confirm-email when unverified, else the remembered location or home. */
export const signInTarget = (user: AuthResponse['user']): string => {
  if (!user.email_verified_at) return paths.confirmEmail;
  const last = localStorage.getItem(StorageKey.lastLocation);
  localStorage.removeItem(StorageKey.lastLocation);
  return last && last.startsWith('/') ? last : paths.home;
};

/** Stores the session, switches the interface to the user's language, and leaves the sign-in page. */
export const useFinishSignIn = () => {
  const navigate = useNavigate();
  return useCallback(
    async (response: AuthResponse, locale?: Locale) => {
      await startSession(response);
      const lang = locale ?? response.user.locale;
      if (lang) await changeLanguage(lang);
      await navigate(signInTarget(response.user), { replace: true });
    },
    [navigate],
  );
};
