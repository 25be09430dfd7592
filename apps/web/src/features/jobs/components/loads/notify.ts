import { notifications } from '@mantine/notifications';
import { i18n } from '../../../../lib/i18n';

/** A toast of the job page; its close button is named (axe: button-name). */
export const notify = (color: 'green' | 'red', message: string, title?: string) =>
  notifications.show({ color, title, message, closeButtonProps: { 'aria-label': i18n.t('job-page:builder.close') } });
