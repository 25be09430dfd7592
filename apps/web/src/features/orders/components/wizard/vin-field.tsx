import { useState } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidVin, normalizeVinInput, VIN_LENGTH, type VinDecoded } from '@routier/domain';
import { useErrorText } from '../../../../components/form';
import { useGuestAccess } from '../../../../components/order-wizard/guest-access';
import { decodeVin } from '../../api/car-catalogue';
import { useVinSuggestions } from '../../hooks/use-vin-suggestions';
import type { VehiclesFormValues } from './vehicle-form';

type VinFieldProps = {
  control: Control<VehiclesFormValues>;
  index: number;
  onDecoded: (decoded: VinDecoded) => void;
};

/**
 * The VIN box: upper case, at most 17 characters; the customer's earlier VINs are suggested; at 17 valid
 * characters the VIN is decoded and fills make, model, year and type.
 */
export const VinField = ({ control, index, onDecoded }: VinFieldProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: `cars.${index}.vin` });
  const { ref, name, value: rawValue, onChange, onBlur } = field;
  const [status, setStatus] = useState<'idle' | 'decoding' | 'decoded' | 'unknown'>('idle');
  const value = (rawValue as string) ?? '';
  const suggestions = useVinSuggestions(value);
  const guest = useGuestAccess();

  const handleChange = async (raw: string) => {
    const vin = normalizeVinInput(raw);
    onChange(vin);
    if (vin.length !== VIN_LENGTH || !isValidVin(vin)) {
      setStatus('idle');
      return;
    }
    setStatus('decoding');
    try {
      onDecoded(await decodeVin(vin, guest));
      setStatus('decoded');
    } catch {
      setStatus('unknown');
    }
  };

  const hint =
    status === 'decoded' ? t('wizard:vehicles.vinDecoded') : status === 'unknown' ? t('wizard:vehicles.vinUnknown') : undefined;
  return (
    <Autocomplete
      ref={ref}
      name={name}
      label={t('wizard:vehicles.vin')}
      required
      value={value}
      onChange={(v) => void handleChange(v)}
      onBlur={onBlur}
      data={suggestions}
      maxLength={VIN_LENGTH + 5}
      autoComplete="off"
      styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
      description={hint ?? t('wizard:vehicles.vinHelp', { count: value.length })}
      rightSection={status === 'decoding' ? <Loader size={16} aria-label={t('wizard:vehicles.decoding')} /> : null}
      error={errorText(fieldState.error?.message)}
    />
  );
};
