import { TASK_STATUS_KEYS, TaskStatus, type CarDetail } from '@routier/domain';

/** The i18n key of a car's status: its task's label (14 cancelled), else completed when delivered, else unassigned. */
export const carStatusKey = (car: CarDetail): string => {
  if (car.current_task) {
    if (car.current_task.status === TaskStatus.Cancelled) return 'order-page:taskStatus.cancelled';
    return `order-page:taskStatus.${TASK_STATUS_KEYS[car.current_task.status] ?? 'assigned'}`;
  }
  return car.is_delivered ? 'order-page:taskStatus.completed' : 'order-page:taskStatus.unassigned';
};
