/**
 * How the back office shows a notice's address (decision 0027): enough to tell which address it went to
 * when a customer asks, not enough to copy it. "juan@example.com" → "j***@example.com";
 * "09171234567" → "0917***4567".
 */
export function maskRecipient(channel: 'email' | 'sms', recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at <= 0) return '***';
    return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  }
  if (recipient.length <= 8) return '***';
  return `${recipient.slice(0, 4)}***${recipient.slice(-4)}`;
}
