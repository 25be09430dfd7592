import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DECLINE_REASON_MAX, type DeclineQuoteInput, type QuoteInfo } from '@routier/domain';
import { ApiError } from '../../../lib/api-client';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-zod-resolver';
import { useDeclineQuote } from '../api/submit-quote';
import { TextareaField } from './textarea-field';

const resolver = lazyZodResolver(() => import('@routier/domain').then((m) => m.DeclineQuoteInputSchema));

/** Spec §2: decline a request with an optional reason (at most 255 characters). */
export const DeclineForm = ({ info, paths }: { info: QuoteInfo; paths: { success: string; error: string; back: string } }) => {
  const { t } = useTranslation('auto-dispatch');
  const navigate = useNavigate();
  const decline = useDeclineQuote(info.id);
  const form = useForm<{ reason: string }, unknown, DeclineQuoteInput>({
    resolver: resolver as never,
    defaultValues: { reason: '' },
  });
  useLazyResolver(resolver);
  const handleSubmit = form.handleSubmit((input) =>
    decline.mutate(input, {
      onSuccess: () => void navigate(paths.success, { replace: true }),
      onError: (error) => {
        const reason = error instanceof ApiError && error.status === 422 ? error.errors?.reason : undefined;
        if (reason) form.setError('reason', { type: 'server', message: reason.join(' ') });
        else void navigate(paths.error, { replace: true });
      },
    }),
  );
  // the company quoted already: only dispatch can withdraw it (spec §6)
  if (info.already_quoted)
    return (
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          {t('decline.title', { number: info.order_number })}
        </Title>
        <Alert color="orange" data-testid="already-quoted">
          {t('form.alreadyQuoted')}
        </Alert>
      </Stack>
    );
  return (
    <Card withBorder radius="md" maw={640}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('decline.title', { number: info.order_number })}
          </Title>
          <Text>{t('decline.intro')}</Text>
          <TextareaField
            control={form.control}
            name="reason"
            max={DECLINE_REASON_MAX}
            rows={4}
            label={t('decline.reason')}
            data-testid="decline-reason"
          />
          <Group justify="space-between">
            <Button component={Link} to={paths.back} variant="default" mih={44}>
              {t('decline.back')}
            </Button>
            <Button type="submit" color="red" mih={44} loading={decline.isPending} data-testid="decline-submit">
              {t('decline.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
