import { z } from 'zod';
import { pageField } from '../lists/paging.js';
import { TaskStatus } from '../orders/enums.js';

/** Task statuses a driver sees in his list: loads to accept and loads he accepted (completed ones included). */
export const DRIVER_VISIBLE_TASK_STATUSES: readonly TaskStatus[] = [TaskStatus.Assigned, TaskStatus.Accepted];

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const DriverLoadsQuerySchema = /*#__PURE__*/ (() => z.object({ page: pageField() }))();
export type DriverLoadsQuery = z.infer<typeof DriverLoadsQuerySchema>;
