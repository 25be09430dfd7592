import { useTranslation } from 'react-i18next';
import { CARRIER_METHODS, SHIPPING_METHOD_KEYS } from '@routier/domain';
import { CheckboxGroupField } from '../../../components/form';
import type { RegisterControl } from './register-form-model';

/** Transport companies say which delivery types they offer (at least one). */
export const CarrierFields = ({ control }: { control: RegisterControl }) => {
  const { t } = useTranslation();
  const options = CARRIER_METHODS.map((method) => ({
    value: method,
    label: t(`auth:register.methods.${SHIPPING_METHOD_KEYS[method]}`),
  }));
  return (
    <CheckboxGroupField
      control={control}
      name="shipping_methods"
      options={options}
      label={t('auth:register.deliveryTypes')}
      description={t('auth:register.deliveryTypesHint')}
      withAsterisk
    />
  );
};
