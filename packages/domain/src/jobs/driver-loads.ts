import { z } from 'zod';
import { pageField } from '../lists/paging.js';
import { TaskStatus } from '../orders/enums.js';

/** Task statuses a driver sees in his list: loads to accept and loads he accepted (completed ones included). */
export const DRIVER_VISIBLE_TASK_STATUSES: readonly TaskStatus[] = [TaskStatus.Assigned, TaskStatus.Accepted];

export const DriverLoadsQuerySchema = z.object({ page: pageField() });
export type DriverLoadsQuery = z.infer<typeof DriverLoadsQuerySchema>;
