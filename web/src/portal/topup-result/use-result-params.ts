import { useSearchParams } from 'react-router';
import { formatAmountText } from '@core/amount-input';

/** The reference number and the formatted amount ("1,500.00") carried in the result page's address. */
export function useResultParams(): { referenceNumber: string | null; amountText: string | null } {
  const [params] = useSearchParams();
  const referenceNumber = params.get('ref')?.trim() || null;
  const amountText = formatAmountText(params.get('amount') ?? '') || null;
  return { referenceNumber, amountText };
}
