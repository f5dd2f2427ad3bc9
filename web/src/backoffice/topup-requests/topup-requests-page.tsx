import { Navigate, useParams } from 'react-router';
import { TopupRequestList } from './components/topup-request-list';
import { parsePrefilterRoute } from './prefilter-route';

/**
 * Topup-Requests, or Topup-Requests/{date}/{paymentMethodCode}/{status} prefiltered from the dashboard.
 * Filters, search (e.g. ?reference={Transaction No.}, another screen's link to one request), page and order
 * are in the address's search parameters (see list-params.ts).
 */
export default function TopupRequestsPage() {
  const { date, paymentMethodCode, status } = useParams();
  if (date === undefined) return <TopupRequestList key="all" prefilter={null} />;
  const route = `${date}/${paymentMethodCode ?? ''}/${status ?? ''}`;
  const prefilter = parsePrefilterRoute(route);
  if (!prefilter) return <Navigate to="/BackOffice/Topup-Requests" replace />;
  return <TopupRequestList key={route} prefilter={prefilter} />;
}
