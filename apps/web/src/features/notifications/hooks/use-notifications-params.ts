import { NOTIFICATION_SORTS, type NotificationSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/**
 * The list's URL query (spec: orderedBy default created_at, asc 1 or 0 where the default 1 means
 * DESCENDING, page). Unlike the other lists, asc=1 is newest first.
 */
export type NotificationsParams = { page: number; orderedBy: NotificationSort; asc: number };
const DEFAULTS: NotificationsParams = { page: 1, orderedBy: 'created_at', asc: 1 };
const OPTIONS: ListParamOptions<NotificationsParams> = { allowed: { orderedBy: NOTIFICATION_SORTS, asc: [0, 1] } };

export const useNotificationsParams = () => useListSearchParams(DEFAULTS, OPTIONS);

export const directionOf = (asc: number) => (asc === 1 ? 'desc' : 'asc');
export const ascOf = (direction: 'asc' | 'desc') => (direction === 'desc' ? 1 : 0);
