import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  businessToday,
  formatDate,
  insuranceStatus,
  type CurrentUser,
  type InsuranceFile,
  type InsuranceProposal,
} from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { useDeleteInsuranceFile, useInsuranceFiles } from '../api/insurance';
import { InsuranceExpiryForm } from './insurance-expiry-form';
import { InsuranceUpload } from './insurance-upload';

/** What the header badge says, and why. */
const InsuranceStatusNote = ({ expiry }: { expiry: string | null }) => {
  const { t, i18n } = useTranslation();
  const status = insuranceStatus(expiry, businessToday());
  if (status.state === 'missing')
    return (
      <Alert color="gray" variant="light">
        {t('accounts:insurance.statusMissing')}
      </Alert>
    );
  const day = formatDate(expiry ?? '', i18n.language, 'long');
  if (status.state === 'expired')
    return (
      <Alert color="red" variant="light" title={t('accounts:insurance.statusExpiredTitle')} data-testid="insurance-status">
        {t('accounts:insurance.statusExpired', { day })}
      </Alert>
    );
  return (
    <Alert color={status.days_left <= 30 ? 'orange' : 'green'} variant="light" data-testid="insurance-status">
      {t('accounts:insurance.statusValid', { count: status.days_left, day })}
    </Alert>
  );
};

/** Where the last proposed expiry stands: waiting for an administrator, confirmed, or refused with the reason. */
const ProposalNote = ({ proposal }: { proposal: InsuranceProposal | null }) => {
  const { t, i18n } = useTranslation();
  if (!proposal || proposal.status === 'replaced') return null;
  const day = formatDate(proposal.expiry_date, i18n.language, 'long');
  const [color, text] =
    proposal.status === 'pending'
      ? ['blue', t('accounts:insurance.proposalPending', { day })]
      : proposal.status === 'approved'
        ? ['green', t('accounts:insurance.proposalApproved', { day })]
        : ['red', t('accounts:insurance.proposalRefused', { day, reason: proposal.refusal_reason ?? '' })];
  return (
    <Alert
      color={color}
      variant="light"
      title={t('accounts:insurance.proposalTitle')}
      data-testid="insurance-proposal"
      data-state={proposal.status}
    >
      {text}
    </Alert>
  );
};

const FileRow = ({ file, disabled }: { file: InsuranceFile; disabled: boolean }) => {
  const { t, i18n } = useTranslation();
  const remove = useDeleteInsuranceFile();
  const handleRemove = async () => {
    try {
      await remove.mutateAsync(file.id);
    } catch {
      notifications.show({ color: 'red', title: t('common:error'), message: t('accounts:somethingWrong') });
    }
  };
  const added = formatDate(file.created_at, i18n.language);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="insurance-file">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('accounts:insurance.added', { date: added })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component="a"
            href={file.path_url}
            download={file.name}
            size="xs"
            variant="light"
            aria-label={t('accounts:insurance.downloadOf', { name: file.name })}
          >
            {t('accounts:insurance.download')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => void handleRemove()}
            loading={remove.isPending}
            disabled={disabled}
            aria-label={t('accounts:insurance.removeOf', { name: file.name })}
          >
            {t('accounts:insurance.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
};

/**
 * /my-account/insurance: the confirmed expiry and what the badge shows, the proposed one and where its review stands,
 * the certificates on file, and an upload.
 */
export const InsuranceView = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const files = useInsuranceFiles();
  if (files.isPending) return <LoadingScreen />;
  if (files.isError) return <ListError onRetry={() => void files.refetch()} />;
  const disabled = !user.active;
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <InsuranceStatusNote expiry={files.data.expiry_date} />
          <ProposalNote proposal={files.data.proposal} />
          <Text size="sm" c="dimmed">
            {t('accounts:insurance.badgeExplained')}
          </Text>
          <InsuranceExpiryForm
            expiry={files.data.proposal?.status === 'pending' ? files.data.proposal.expiry_date : null}
            disabled={disabled}
          />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="insurance-files-title">
        <Title order={2} size="h4" id="insurance-files-title">
          {t('accounts:insurance.filesTitle')}
        </Title>
        {files.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="insurance-empty">
            {t('accounts:insurance.empty')}
          </Text>
        ) : (
          files.data.data.map((f) => <FileRow key={f.id} file={f} disabled={disabled} />)
        )}
        <InsuranceUpload disabled={disabled} />
      </Stack>
    </Stack>
  );
};
