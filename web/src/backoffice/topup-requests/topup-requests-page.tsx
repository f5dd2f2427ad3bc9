import { Navigate, useParams } from 'react-router';
import { TopupRequestList } from './components/topup-request-list';
import { parsePrefilterRoute } from './prefilter-route';

const FULL_LIST = { statuses: [], methodCodes: [], search: null };

/** Topup-Requests, or Topup-Requests/{date}/{paymentMethodCode}/{status} prefiltered from the dashboard. */
export default function TopupRequestsPage() {
  const { date, paymentMethodCode, status } = useParams();
  if (date === undefined) return <TopupRequestList key="all" initial={FULL_LIST} />;
  const route = `${date}/${paymentMethodCode ?? ''}/${status ?? ''}`;
  const prefilter = parsePrefilterRoute(route);
  if (!prefilter) return <Navigate to="/BackOffice/Topup-Requests" replace />;
  return <TopupRequestList key={route} initial={prefilter} />;
}
