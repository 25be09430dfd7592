import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { ResultScreen } from '../../../features/auto-dispatch/components/result-screen';

const Result = ({ kind }: { kind: 'submitted' | 'declined' | 'error' }) => {
  const { t } = useTranslation('auto-dispatch');
  usePageTitle(t(`result.${kind}Title`));
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <ResultScreen
        tone={kind === 'error' ? 'warning' : 'ok'}
        testId={`quote-${kind}`}
        title={t(`result.${kind}Title`)}
        text={t(`result.${kind}Text`)}
        actions={[
          { label: t('result.requests'), to: paths.quoteRequests },
          { label: t('result.offers'), to: paths.offers },
        ]}
      />
    </Container>
  );
};

/** /auto-dispatch-submit-success */
export const SubmitQuoteSuccessPage = () => <Result kind="submitted" />;
/** /auto-dispatch-decline-success */
export const DeclineQuoteSuccessPage = () => <Result kind="declined" />;
/** /auto-dispatch-submit-error: the spec's text says the quote is not available. */
export const SubmitQuoteErrorPage = () => <Result kind="error" />;
