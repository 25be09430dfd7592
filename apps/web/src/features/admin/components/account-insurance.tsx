import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  REJECTION_REASON_MAX,
  type InsuranceOverview,
  type InsuranceProposal,
  type RejectAccountInput,
} from '@routier/domain';
import { useApiFormErrors, useErrorText } from '../../../components/form';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useReviewInsurance } from '../api/review-insurance';

const resolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.RefuseInsuranceInputSchema));

const useDay = () => {
  const { i18n } = useTranslation();
  return (iso: string) => formatDate(iso.slice(0, 10), i18n.language, 'long');
};

const STATE_COLORS: Record<InsuranceProposal['status'], string> = {
  pending: 'orange',
  approved: 'green',
  refused: 'red',
  replaced: 'gray',
};

/** The reason a proposed expiry is refused (5–500 characters), shown to the carrier. */
const RefuseForm = ({ proposalId, onCancel }: { proposalId: number; onCancel: () => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const review = useReviewInsurance();
  useLazyResolver(resolver);
  const form = useForm<RejectAccountInput>({ resolver, defaultValues: { reason: '' } });
  const { field, fieldState } = useController({ control: form.control, name: 'reason' });
  const handleApiError = useApiFormErrors(form.setError, { fields: ['reason'] });
  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      await review.mutateAsync({ id: proposalId, action: 'refuse', ...input });
      onCancel();
    } catch (error) {
      handleApiError(error);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('admin:insurance.refuseTitle')}>
      <Stack gap="sm">
        <Textarea
          {...field}
          label={t('admin:insurance.reason')}
          description={t('admin:insurance.reasonHint', { max: REJECTION_REASON_MAX })}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          required
          data-autofocus
          error={errorText(fieldState.error?.message)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" color="red.8" loading={review.isPending}>
            {t('admin:insurance.confirmRefuse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * A transport company's insurance in the account review: the confirmed expiry (what the board and the bids
 * read), the proposed one with Approve / Refuse, and the certificates to check it against.
 */
export const AccountInsurance = ({ insurance }: { insurance: InsuranceOverview }) => {
  const { t, i18n } = useTranslation();
  const day = useDay();
  const [refusing, setRefusing] = useState(false);
  const review = useReviewInsurance();
  const proposal = insurance.proposal;
  const pending = proposal?.status === 'pending' ? proposal : null;
  const added = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby="account-insurance-title" data-testid="account-insurance">
      <Title order={3} size="h5" id="account-insurance-title">
        {t('admin:insurance.title')}
      </Title>
      <Text size="sm" data-testid="insurance-confirmed">
        {insurance.expiry_date
          ? t('admin:insurance.confirmed', { day: day(insurance.expiry_date) })
          : t('admin:insurance.noConfirmed')}
      </Text>
      {proposal && (
        <Alert color={STATE_COLORS[proposal.status]} variant="light" data-testid="insurance-proposal">
          <Stack gap={6}>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('admin:insurance.proposed', { day: day(proposal.expiry_date) })}
              </Text>
              <Badge color={STATE_COLORS[proposal.status]} variant="light">
                {t(`admin:insurance.states.${proposal.status}`)}
              </Badge>
            </Group>
            <Text size="xs">{t('admin:insurance.proposedOn', { date: added(proposal.proposed_at) })}</Text>
            {proposal.refusal_reason && (
              <Text size="sm">{t('admin:insurance.refusedBecause', { reason: proposal.refusal_reason })}</Text>
            )}
          </Stack>
        </Alert>
      )}
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('admin:insurance.certificates')}
        </Text>
        {insurance.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin:insurance.noCertificates')}
          </Text>
        ) : (
          insurance.data.map((file) => (
            <Paper key={file.id} withBorder p="xs" radius="sm" data-testid="account-insurance-file">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0, flex: '1 1 10rem' }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('admin:insurance.added', { date: added(file.created_at) })}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={file.path_url}
                  download={file.name}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="light"
                  aria-label={t('admin:insurance.downloadOf', { name: file.name })}
                >
                  {t('admin:insurance.download')}
                </Button>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      {pending &&
        (refusing ? (
          <RefuseForm proposalId={pending.id} onCancel={() => setRefusing(false)} />
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" color="red.8" onClick={() => setRefusing(true)}>
              {t('admin:insurance.refuse')}
            </Button>
            <Button loading={review.isPending} onClick={() => review.mutate({ id: pending.id, action: 'approve' })}>
              {t('admin:insurance.approve', { day: day(pending.expiry_date) })}
            </Button>
          </Group>
        ))}
    </Stack>
  );
};
