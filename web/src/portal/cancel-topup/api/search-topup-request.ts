import { useMutation } from '@tanstack/react-query';
import { topupEndpoints, type ListedTopup } from '@core/api/topups';
import { callEndpoint } from '../../../api/client';

export interface SearchTopupRequestInput {
  ReferenceNumber: string;
  /** The request's e-wallet mobile number or its amount. */
  SupportingReference: string;
}

/** The request whose reference and supporting reference both match; otherwise 404 'No exact matches found!'. */
export function searchTopupRequest(input: SearchTopupRequestInput): Promise<ListedTopup> {
  return callEndpoint(topupEndpoints.search, {
    body: { referenceNumber: input.ReferenceNumber, supportingReference: input.SupportingReference },
  });
}

export function useSearchTopupRequest() {
  return useMutation({ mutationFn: searchTopupRequest });
}
