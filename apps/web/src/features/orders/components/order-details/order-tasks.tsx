import { Badge, Table, Text } from '@mantine/core';
import {
  LOAD_PROGRESS_KEYS,
  TASK_STATUS_KEYS,
  TaskStatus,
  type CarInspections,
  type LoadProgress,
  type TaskStatus as Status,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { SheetSection, vehicleName } from '../../../../components/order-sheet';

/** The task table (customer-side §2): each car's load status and step, and its driver. */
export const OrderTasks = ({ cars }: { cars: CarInspections[] }) => {
  const { t } = useTranslation();
  const status = (car: CarInspections) => {
    if (car.is_delivered) return { label: t('tracking:task.delivered'), color: 'green' };
    if (!car.task) return { label: t('tracking:task.unassigned'), color: 'gray' };
    return {
      label: t(`tracking:task.status.${TASK_STATUS_KEYS[car.task.status as Status] ?? 'assigned'}`),
      color: car.task.status === TaskStatus.Accepted ? 'blue' : 'gray',
    };
  };
  const step = (car: CarInspections) => {
    const key = car.task ? LOAD_PROGRESS_KEYS[car.task.progress as LoadProgress] : undefined;
    return key ? t(`tracking:step.${key}`) : t('tracking:step.notStarted');
  };
  return (
    <SheetSection title={t('tracking:task.title')} id="order-tasks">
      <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="task-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tracking:task.car')}</Table.Th>
            <Table.Th>{t('tracking:task.statusColumn')}</Table.Th>
            <Table.Th>{t('tracking:task.step')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cars.map((car) => {
            const s = status(car);
            return (
              <Table.Tr key={car.car_id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {vehicleName(car)}
                  </Text>
                  {car.task?.driver_name && (
                    <Text size="xs" c="dimmed">
                      {t('tracking:task.driver', { name: car.task.driver_name })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={s.color}
                    style={{ textTransform: 'none', height: 'auto', lineHeight: 1.3, paddingBlock: 2 }}
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                  >
                    {s.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{step(car)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SheetSection>
  );
};
