import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/layouts/use-page-title';
import { paths } from '../../../config/paths';
import { DeclineForm } from '../../../features/auto-dispatch/components/decline-form';
import { QuoteInfoGate } from './quote-info-gate';

/** /auto-dispatch/decline-quote/{orderId}: an optional reason, then the decline-success page. */
export const DeclineQuotePage = () => {
  const { t } = useTranslation('auto-dispatch');
  usePageTitle(t('decline.pageTitle'));
  return (
    <QuoteInfoGate>
      {(info) => (
        <DeclineForm
          info={info}
          paths={{ success: paths.declineQuoteSuccess, error: paths.submitQuoteError, back: paths.submitQuote(info.id) }}
        />
      )}
    </QuoteInfoGate>
  );
};
