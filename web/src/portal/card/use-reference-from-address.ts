import { useSearchParams } from 'react-router';

/** The payment provider sends the customer back with the request's reference number (`?ref=`). */
export function useReferenceFromAddress(): string | null {
  const [params] = useSearchParams();
  return params.get('ref')?.trim() || null;
}
