import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import type { ListedTopup } from '@core/api/topups';

export interface SearchTopupRequestInput {
  ReferenceNumber: string;
  /** The request's e-wallet mobile number or its amount. */
  SupportingReference: string;
}

/** The request whose reference and supporting reference both match; otherwise 404 'No exact matches found!'. */
export function searchTopupRequest(input: SearchTopupRequestInput): Promise<ListedTopup> {
  return apiRequest<ListedTopup>('POST', '/api/TopupRequests/Search', { body: input });
}

export function useSearchTopupRequest() {
  return useMutation({ mutationFn: searchTopupRequest });
}
