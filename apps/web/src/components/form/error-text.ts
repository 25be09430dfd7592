import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api-client';

/**
 * Field errors hold validation keys (from the domain schemas or the API), several joined by a space.
 * Known keys are translated from the `validation` namespace; any other text is shown as it is.
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const tokens = reasonOf(message).split(' ');
      if (!tokens.every((token) => i18n.exists(`validation:${token}`))) return message;
      return tokens.map((token) => t(`validation:${token}`)).join(' ');
    },
    [t, i18n],
  );
};
