import { lazy, Suspense } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../../lib/use-namespace';
import type { ReportTarget } from '../api/order-requests';

const ReportIssueModal = lazy(() => import('./report-issue-modal').then((m) => ({ default: m.ReportIssueModal })));

/** "Report issue" on a job, one of its cars or one of its loads (for the job page and the driver's loads). */
export const ReportIssueButton = ({ target, disabled, ...props }: { target: ReportTarget; disabled?: boolean } & ButtonProps) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const ready = useNamespace('order-requests');
  if (!ready) return null;
  return (
    <>
      <Button variant="default" mih={40} onClick={open} disabled={disabled} {...props}>
        {t(`order-requests:report.button.${target.kind}`)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportIssueModal target={target} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
};
