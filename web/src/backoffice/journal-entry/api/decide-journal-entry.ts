import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '@core/api/journal-entries';
import { apiRequest } from '../../../api/client';

/** Approve (another top-up admin), Reject (another top-up admin, with a reason) or Withdraw (its maker). */
export type JournalDecision = 'approve' | 'reject' | 'withdraw';

const PATHS: Record<JournalDecision, string> = {
  approve: '/api/JournalEntry/Approve',
  reject: '/api/JournalEntry/Reject',
  withdraw: '/api/JournalEntry/Withdraw',
};

export interface JournalDecisionInput {
  decision: JournalDecision;
  id: number;
  reason?: string;
  /** One per opening of the dialog: a double click or a retried answer decides once. */
  idempotencyKey: string;
}

export function decideJournalEntry(input: JournalDecisionInput): Promise<JournalEntry> {
  const body = input.decision === 'approve' ? { id: input.id } : { id: input.id, reason: input.reason };
  return apiRequest<JournalEntry>('POST', PATHS[input.decision], {
    body,
    idempotencyKey: input.idempotencyKey,
  });
}

/** Decides on an entry awaiting approval; the list and its counts refresh. */
export function useDecideJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJournalEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['journal-entries'] }),
  });
}
