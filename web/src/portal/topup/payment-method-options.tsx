import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { formatPesos } from '@core/money';
import type { TopupOption } from '../session/customer-session';
import type { PortalPaymentMethod } from '@core/api/payment-methods';
import { PaymentMethodStatus, usePaymentMethods } from './api/get-payment-methods';
import classes from './payment-method-options.module.css';
import { defineCopy, useCopy } from '../i18n/copy';
import { useErrorText } from '../i18n/error-text';

const copy = defineCopy({
  en: {
    loading: 'Loading payment methods',
    label: 'Payment method',
    notAvailable: 'Not available at this time.',
    minimum: (amount: string) => `Minimum ${amount}`,
  },
  fil: {
    loading: 'Kinukuha ang mga paraan ng bayad',
    label: 'Paraan ng bayad',
    notAvailable: 'Hindi available sa ngayon.',
    minimum: (amount: string) => `Minimum na ${amount}`,
  },
});

interface PaymentMethodOptionsProps {
  option: TopupOption;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
}

/** The methods offered for the option; Inactive ones are shown, disabled, with their remark. */
export function PaymentMethodOptions({ option, value, onChange, error }: PaymentMethodOptionsProps) {
  const methods = usePaymentMethods(option);
  const words = useCopy(copy);
  const errorText = useErrorText();

  if (methods.isPending) return <Skeleton height={160} aria-label={words.loading} />;
  if (methods.isError) return <Alert color="red">{errorText(methods.error)}</Alert>;

  return (
    <Radio.Group value={value} onChange={onChange} label={words.label} error={error} withAsterisk>
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
  const words = useCopy(copy);
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
              ? method.remarks || words.notAvailable
              : words.minimum(formatPesos(method.minimumAmount))}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}
