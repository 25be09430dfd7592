import { Alert, List } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useErrorText } from './error-text';

type RootErrors = FieldErrors<FieldValues>['root'];

/** Messages set on `root` and `root.<key>` (errors that belong to no input of the form). */
export const rootMessages = (root: RootErrors): string[] => {
  if (!root) return [];
  const messages = root.message ? [root.message] : [];
  for (const [key, value] of Object.entries(root)) {
    if (key === 'message' || key === 'type' || key === 'ref') continue;
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
      messages.push(value.message);
  }
  return messages;
};

export type FormErrorSummaryProps = { errors: FieldErrors<FieldValues>; title?: string };

/** Shows the form-level errors on top of a form, translated; renders nothing when there are none. */
export const FormErrorSummary = ({ errors, title }: FormErrorSummaryProps) => {
  const errorText = useErrorText();
  const messages = rootMessages(errors.root);
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid="form-error-summary">
      {messages.length === 1 ? (
        errorText(messages[0])
      ) : (
        <List size="sm">
          {messages.map((m) => (
            <List.Item key={m}>{errorText(m)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
};
