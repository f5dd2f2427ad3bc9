import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journalEntryEndpoints, type JournalEntry } from '@core/api/journal-entries';
import { callEndpoint } from '../../../api/client';

/** Approve (another top-up admin), Reject (another top-up admin, with a reason) or Withdraw (its maker). */
export type JournalDecision = 'approve' | 'reject' | 'withdraw';

export interface JournalDecisionInput {
  decision: JournalDecision;
  id: number;
  reason?: string;
  /** One per opening of the dialog: a double click or a retried answer decides once. */
  idempotencyKey: string;
}

export function decideJournalEntry(input: JournalDecisionInput): Promise<JournalEntry> {
  const { id, reason = '', idempotencyKey } = input;
  if (input.decision === 'approve')
    return callEndpoint(journalEntryEndpoints.approve, { body: { id }, idempotencyKey });
  const endpoint =
    input.decision === 'reject' ? journalEntryEndpoints.reject : journalEntryEndpoints.withdraw;
  return callEndpoint(endpoint, { body: { id, reason }, idempotencyKey });
}

/** Decides on an entry awaiting approval; the list and its counts refresh. */
export function useDecideJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['journal-entries'] }),
  });
}
