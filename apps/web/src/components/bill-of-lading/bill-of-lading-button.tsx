import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../feedback';
import { downloadBillOfLading } from './download-bill-of-lading';

type Props = ButtonProps & {
  carId: number;
  /** the button's text */
  children: React.ReactNode;
  'aria-label'?: string;
};

/** Downloads a car's bill of lading (PDF); busy while it downloads, a toast when it fails. */
export const BillOfLadingButton = ({ carId, children, ...button }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadBillOfLading(carId);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('common:error'),
        message: errorMessage(error),
        // a named close button (axe: button-name)
        closeButtonProps: { 'aria-label': t('common:close') },
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={() => void handleClick()}>
      {children}
    </Button>
  );
};
