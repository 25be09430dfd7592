import { Button, Card, Group, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX_LENGTH, type StoredFileDetail, type VinDecoded } from '@routier/domain';
import { CheckboxField, useErrorText } from '../../../../components/form';
import { CarDimensions } from './car-dimensions';
import { CarFiles } from './car-files';
import { CarModelFields } from './car-model-fields';
import type { VehiclesFormValues } from './vehicle-form';
import { VinField } from './vin-field';

type Props = {
  control: Control<VehiclesFormValues>;
  setValue: UseFormSetValue<VehiclesFormValues>;
  index: number;
  onRemove?: () => void;
  /** auto dispatch: the car's dimensions and weight */
  dimensions?: boolean;
};

/** One car of the vehicle step. */
export const CarCard = ({ control, setValue, index, onRemove, dimensions = false }: Props) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useWatch({ control, name: `cars.${index}.id` }) as number | null;
  const modified = useWatch({ control, name: `cars.${index}.is_modified` }) as boolean;
  const files = (useWatch({ control, name: `cars.${index}.files` }) as StoredFileDetail[]) ?? [];
  const { field: notes, fieldState: notesState } = useController({ control, name: `cars.${index}.comments` });
  const { ref: notesRef, name: notesName, value: notesValue, onChange: notesChange, onBlur: notesBlur } = notes;
  const notesText = (notesValue as string) ?? '';

  const handleDecoded = (d: VinDecoded) => {
    const opts = { shouldDirty: true, shouldValidate: false } as const;
    if (d.year) setValue(`cars.${index}.year`, d.year, opts);
    setValue(`cars.${index}.make`, d.make, opts);
    setValue(`cars.${index}.model`, d.model ?? '', opts);
    if (d.type) setValue(`cars.${index}.type`, d.type, opts);
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid={`car-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {t('wizard:vehicles.car', { number: index + 1 })}
          </Title>
          {onRemove && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
              {t('wizard:vehicles.remove')}
            </Button>
          )}
        </Group>
        <VinField control={control} index={index} onDecoded={handleDecoded} />
        <CarModelFields control={control} setValue={setValue} index={index} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          <CheckboxField control={control} name={`cars.${index}.is_operable`} label={t('wizard:vehicles.operable')} />
          <CheckboxField control={control} name={`cars.${index}.is_modified`} label={t('wizard:vehicles.modified')} />
          <CheckboxField control={control} name={`cars.${index}.enclosed`} label={t('wizard:vehicles.enclosed')} />
          <CheckboxField control={control} name={`cars.${index}.is_antique`} label={t('wizard:vehicles.antique')} />
        </SimpleGrid>
        {dimensions && <CarDimensions control={control} index={index} />}
        {modified && (
          <Textarea
            ref={notesRef}
            name={notesName}
            label={t('wizard:vehicles.notes')}
            description={t('wizard:vehicles.notesHelp', {
              count: NOTES_MAX_LENGTH - notesText.length,
            })}
            required
            rows={2}
            maxLength={NOTES_MAX_LENGTH}
            value={notesText}
            onChange={(e) => notesChange(e.currentTarget.value)}
            onBlur={notesBlur}
            error={errorText(notesState.error?.message)}
          />
        )}
        <CarFiles carId={id} files={files} onChange={(next) => setValue(`cars.${index}.files`, next)} />
      </Stack>
    </Card>
  );
};
