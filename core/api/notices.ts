import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idSchema, instantText } from './fields.ts';

/** The notices of a top-up request (decision 0027), as the back office reads them. */
export const NOTICE_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_STATE_LABELS: Record<NoticeState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const NOTICE_KIND_LABELS = {
  created: 'Request created',
  posted: 'Posted',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;

export const NOTICE_CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS' } as const;

export const listedNoticeSchema = z.object({
  id: z.number(),
  kind: z.enum(['created', 'posted', 'cancelled', 'expired']),
  channel: z.enum(['email', 'sms']),
  /** Masked: "j***@example.com", "0917***4567" (decision 0027). */
  recipient: z.string(),
  state: z.enum(NOTICE_STATES),
  attempts: z.number(),
  lastAttemptAt: instantText().nullable(),
  sentAt: instantText().nullable(),
  /** Our own short words for the last failure, never the provider's. */
  lastError: z.string().nullable(),
  createdAt: instantText(),
});
export type ListedNotice = z.infer<typeof listedNoticeSchema>;

export const noticeEndpoints = {
  listOfRequest: defineEndpoint({
    method: 'GET',
    path: '/api/BackOffice/TopupRequests/:id/Notices',
    access: 'topup-admin',
    tags: ['Back office: top-up requests'],
    summary: "A request's SMS and e-mail notices, oldest first, with their delivery state; addresses masked",
    params: z.object({ id: idSchema() }),
    response: z.array(listedNoticeSchema),
  }),
};
