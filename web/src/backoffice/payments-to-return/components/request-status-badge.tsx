import { TOPUP_STATUS_NAMES } from '@core/topup-status';
import { TopupStatusBadge } from '../../../ui/topup-status-badge';

/**
 * The request's status (Cancelled or Expired) in the colours of every other top-up screen. The queue
 * answers its name only; a name the badge does not know is shown as it came.
 */
export function RequestStatusBadge({ statusText }: { statusText: string }) {
  const code = Object.entries(TOPUP_STATUS_NAMES).find(([, name]) => name === statusText)?.[0];
  return <TopupStatusBadge status={code === undefined ? -1 : Number(code)} statusText={statusText} />;
}
