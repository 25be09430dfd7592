import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Spec: leaving an unfinished booking asks first (moving between the wizard's own pages does not). A reload
 * is not asked about: everything saved resumes at the server's step. Once a quote request is sent the order
 * waits for quotes and nothing is asked; a guest, who has no drafts, is told his order stays in this tab.
 */
export const LeavePrompt = ({
  when,
  guest = false,
  isInside = (path) => path.startsWith('/my-orders/create'),
}: {
  when: boolean;
  guest?: boolean;
  /** the wizard's own pages (moving to them is not leaving) */
  isInside?: (pathname: string) => boolean;
}) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isInside(nextLocation.pathname),
  );

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('wizard:leave.title')} centered>
      <Text>{guest ? t('wizard:leave.guestBody') : t('wizard:leave.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('wizard:leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('wizard:leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
};
