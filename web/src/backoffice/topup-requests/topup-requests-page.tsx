import { Navigate, useParams, useSearchParams } from 'react-router';
import { SearchBy } from '@core/api/backoffice-topups';
import { TopupRequestList } from './components/topup-request-list';
import { parsePrefilterRoute } from './prefilter-route';

const FULL_LIST = { statuses: [], methodCodes: [], search: null };

/**
 * Topup-Requests, or Topup-Requests/{date}/{paymentMethodCode}/{status} prefiltered from the dashboard, or
 * Topup-Requests?reference={Transaction No.} searched for one request (another screen's link to it).
 */
export default function TopupRequestsPage() {
  const { date, paymentMethodCode, status } = useParams();
  const reference = useSearchParams()[0].get('reference')?.trim();
  if (date === undefined && reference) {
    const search = { searchBy: SearchBy.TransactionNumber, text: reference };
    return <TopupRequestList key={`reference-${reference}`} initial={{ ...FULL_LIST, search }} />;
  }
  if (date === undefined) return <TopupRequestList key="all" initial={FULL_LIST} />;
  const route = `${date}/${paymentMethodCode ?? ''}/${status ?? ''}`;
  const prefilter = parsePrefilterRoute(route);
  if (!prefilter) return <Navigate to="/BackOffice/Topup-Requests" replace />;
  return <TopupRequestList key={route} initial={prefilter} />;
}
