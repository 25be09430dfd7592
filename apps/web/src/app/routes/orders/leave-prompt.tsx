import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Spec: leaving an unfinished booking asks first (moving between the wizard's own pages does not). A reload
 * is not asked about: everything saved resumes at the server's step.
 */
export const LeavePrompt = ({ when }: { when: boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/my-orders/create'),
  );

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('wizard:leave.title')} centered>
      <Text>{t('wizard:leave.body')}</Text>
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
