import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { QuoteInfoGate } from './quote-info-gate';

// the form (selects, radios, date inputs) loads beside the request, not with the page's code
const SubmitQuoteFlow = lazy(() =>
  import('../../../features/auto-dispatch/components/submit-quote-flow').then((m) => ({ default: m.SubmitQuoteFlow })),
);

/** /auto-dispatch/submit-quote/{orderId}: the request, the quote, then availability and terms. */
export const SubmitQuotePage = () => {
  const { t } = useTranslation('auto-dispatch');
  usePageTitle(t('request.pageTitle'));
  return (
    <QuoteInfoGate>
      {(info) => (
        <Suspense fallback={<LoadingScreen />}>
          <SubmitQuoteFlow
            info={info}
            paths={{ success: paths.submitQuoteSuccess, error: paths.submitQuoteError, decline: paths.declineQuote(info.id) }}
          />
        </Suspense>
      )}
    </QuoteInfoGate>
  );
};
