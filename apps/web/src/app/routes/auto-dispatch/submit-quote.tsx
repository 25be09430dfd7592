import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { SubmitQuoteFlow } from '../../../features/auto-dispatch/components/submit-quote-flow';
import { QuoteInfoGate } from './quote-info-gate';

/** /auto-dispatch/submit-quote/{orderId}: the request, the quote, then availability and terms. */
export const SubmitQuotePage = () => {
  const { t } = useTranslation('auto-dispatch');
  usePageTitle(t('request.pageTitle'));
  return (
    <QuoteInfoGate>
      {(info) => (
        <SubmitQuoteFlow
          info={info}
          paths={{ success: paths.submitQuoteSuccess, error: paths.submitQuoteError, decline: paths.declineQuote(info.id) }}
        />
      )}
    </QuoteInfoGate>
  );
};
