import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/feedback';
import { useErrorText } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';

/**
 * The words for a failed Google or Apple sign-in: the refused field's reason (a 422), else the API's reason in
 * the person's language (a fixed auth message included), else "the sign-in failed".
 */
export const useSocialError = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t('auth:social.failed');
      const field = Object.values(error.errors ?? {})[0]?.join(' ');
      if (field) return errorText(field) ?? t('auth:social.failed');
      return errorMessage(error);
    },
    [t, errorText],
  );
};
