export { NotificationPreferencesInputSchema } from '@routier/domain';
