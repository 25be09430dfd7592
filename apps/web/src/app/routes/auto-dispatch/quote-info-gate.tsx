import { Container } from '@mantine/core';
import type { QuoteInfo } from '@routier/domain';
import { Navigate, useParams } from 'react-router';
import { ListError } from '../../../components/data-table/list-error';
import { LoadingScreen } from '../../../components/layouts/loading-screen';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useQuoteInfo } from '../../../features/auto-dispatch/api/get-quote-info';
import { QuoteNotAvailable } from '../../../features/auto-dispatch/components/result-screen';

/**
 * The request of the submit and decline pages. A request no longer open shows "Not Available" (spec §2);
 * any other failure to load it goes to the submit-error page (spec §8); a server error offers Retry.
 */
export const QuoteInfoGate = ({ children }: { children: (info: QuoteInfo) => React.ReactNode }) => {
  const id = Number(useParams().id);
  const info = useQuoteInfo(id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.submitQuoteError} replace />;
  if (info.isPending) return <LoadingScreen />;
  const status = info.error instanceof ApiError ? info.error.status : null;
  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      {status === 409 ? (
        <QuoteNotAvailable requestsPath={paths.quoteRequests} />
      ) : status !== null && status > 0 && status < 500 ? (
        <Navigate to={paths.submitQuoteError} replace />
      ) : info.isError ? (
        <ListError onRetry={() => void info.refetch()} />
      ) : (
        children(info.data)
      )}
    </Container>
  );
};
