import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../../../ui/active-status-badge';
import { TRANSMITTAL_STATUS_NAMES, type TransmittalStatus } from '@core/api/transmittals';

const COLORS: Record<TransmittalStatus, string> = {
  0: STATUS_COLORS.orange,
  1: STATUS_COLORS.green,
  2: STATUS_COLORS.red,
};

export function TransmittalStatusBadge({ status }: { status: TransmittalStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" tt="none" miw="max-content">
      {TRANSMITTAL_STATUS_NAMES[status]}
    </Badge>
  );
}
