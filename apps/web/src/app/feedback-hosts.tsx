import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import classes from './feedback-hosts.module.css';

/**
 * The toast and confirm-dialog hosts, in a module of their own: importing the packages' components here (not
 * the packages from a dynamic import) keeps them out of the pages, which only use the small stores
 * (`notifications.show`, `modals.openConfirmModal`).
 */
export const FeedbackHosts = () => (
  <>
    <Notifications position="top-right" autoClose={5000} classNames={{ root: classes.toasts }} />
    <ModalsProvider />
  </>
);
