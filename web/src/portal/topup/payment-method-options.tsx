import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../api/api-error';
import { formatPesos } from '@core/money';
import type { TopupOption } from '../session/customer-session';
import type { PortalPaymentMethod } from '@core/api/payment-methods';
import { PaymentMethodStatus, usePaymentMethods } from './api/get-payment-methods';
import classes from './payment-method-options.module.css';

interface PaymentMethodOptionsProps {
  option: TopupOption;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}

/** The methods offered for the option; Inactive ones are shown, disabled, with their remark. */
export function PaymentMethodOptions({ option, value, onChange, error }: PaymentMethodOptionsProps) {
  const methods = usePaymentMethods(option);

  if (methods.isPending) return <Skeleton height={160} aria-label="Loading payment methods" />;
  if (methods.isError) return <Alert color="red">{errorMessage(methods.error)}</Alert>;

  return (
    <Radio.Group value={value} onChange={onChange} label="Payment method" error={error} withAsterisk>
      <Stack gap="xs" mt="xs">
        {methods.data.map((method) => (
          <PaymentMethodCard key={method.code} method={method} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function PaymentMethodCard({ method }: { method: PortalPaymentMethod }) {
  const isInactive = method.status !== PaymentMethodStatus.Active;
  return (
    <Radio.Card
      value={String(method.code)}
      disabled={isInactive}
      className={classes.card}
      p="sm"
      aria-describedby={`payment-method-${method.code}-details`}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator disabled={isInactive} mt={2} />
        <div>
          <Text fw={600}>{method.name}</Text>
          <Text size="sm" c="dimmed" id={`payment-method-${method.code}-details`}>
            {isInactive
              ? method.remarks || 'Not available at this time.'
              : `Minimum ${formatPesos(method.minimumAmount)}`}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
