import { Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The license photo at full size. */
export const LicenseZoom = ({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} size="xl" title={t('team:driver.license')} centered>
      <Image src={src} alt={alt} fit="contain" mah="75vh" />
    </Modal>
  );
};
