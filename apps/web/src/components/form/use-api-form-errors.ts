import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { errorMessage, notifyOnce } from '../feedback';
import { useErrorText } from './error-text';

export type ApiFormErrorsOptions = {
  /** the form's own field names; errors for other keys go to `root.<key>` (see FormErrorSummary) */
  fields?: readonly string[];
};

/**
 * Returns a handler for a failed submit: a 422 with field errors lands on the fields (messages joined by a
 * space, translated by the fields); anything else shows one danger notification "Error!" with the server's
 * message (a rate limit says how long to wait), or "Unknown error".
 */
export const useApiFormErrors = <T extends FieldValues>(setError: UseFormSetError<T>, options: ApiFormErrorsOptions = {}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { fields } = options;
  return useCallback(
    (error: unknown) => {
      const fieldErrors = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors ?? {}) : [];
      if (fieldErrors.length > 0) {
        let focused = false;
        for (const [key, messages] of fieldErrors) {
          const known = !fields || fields.includes(key);
          const message = messages.join(' ');
          if (known) {
            setError(key as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
            focused = true;
          } else {
            setError(`root.${key}`, { type: 'server', message });
          }
        }
        return;
      }
      const message = error instanceof ApiError && error.status !== 429 && error.message ? errorText(error.message) : undefined;
      notifyOnce({ color: 'red', title: t('common:error'), message: message ?? errorMessage(error) });
    },
    [setError, fields, t, errorText],
  );
};
