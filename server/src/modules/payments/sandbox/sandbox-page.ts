import { formatPeso } from '../../../../../core/money.ts';
import { PAYMENT_STATUS } from '../gateway.ts';
import { sandboxCheckoutPath, type SandboxCheckout } from './sandbox-gateway.ts';

/**
 * The sandbox provider's checkout page: plain server-rendered HTML whose buttons are forms posting back to
 * us. No script at all, inline or not, so the Content-Security-Policy holds as it is.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f1f3f5; margin: 0; color: #212529; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 1.5rem;
    box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .note { color: #495057; font-size: .875rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #495057; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  button { font: inherit; padding: .625rem 1.25rem; border-radius: 6px; border: 1px solid #868e96;
    background: #fff; color: #212529; cursor: pointer; min-height: 44px; }
  button.pay { background: #1864ab; border-color: #1864ab; color: #fff; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function actionForm(checkout: SandboxCheckout, action: string, label: string, query: string): string {
  const target = `${sandboxCheckoutPath(checkout.id)}/${action}${query}`;
  return `<form method="post" action="${escapeHtml(target)}"><button type="submit" class="${action}">${escapeHtml(label)}</button></form>`;
}

export function renderCheckoutPage(
  checkout: SandboxCheckout,
  query: string,
  options: { late?: boolean } = {},
): string {
  const details = checkoutDetails(checkout);
  if (checkout.status === PAYMENT_STATUS.voided && options.late) {
    // `?late=1` (sandbox-routes.ts): a provider that takes the money although the shop voided the checkout.
    return layout(
      'Sandbox checkout',
      `<h1>Sandbox checkout</h1>
<p class="note">${VOIDED_NOTE} Test of a late provider: Pay takes the payment all the same.</p>${details}
<div class="actions">
${actionForm(checkout, 'pay', `Pay ${formatPeso(checkout.amountCentavos)}`, query)}
</div>`,
    );
  }
  if (checkout.status === PAYMENT_STATUS.voided) return renderVoidedPage(checkout);
  if (checkout.status !== PAYMENT_STATUS.pending) {
    return layout(
      'Sandbox checkout',
      `<h1>Sandbox checkout</h1>
<p class="note">This checkout is already finished: ${escapeHtml(checkout.status)}.</p>${details}`,
    );
  }
  return layout(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="note">Test payments only: no card is charged.</p>${details}
<div class="actions">
${actionForm(checkout, 'pay', `Pay ${formatPeso(checkout.amountCentavos)}`, query)}
${actionForm(checkout, 'decline', 'Decline', query)}
${actionForm(checkout, 'cancel', 'Cancel', query)}
</div>`,
  );
}

const VOIDED_NOTE = 'This checkout was cancelled: its top-up request was cancelled, and it takes no payment.';

/** A checkout voided because its request was cancelled: nothing to press, and no money taken. */
export function renderVoidedPage(checkout: SandboxCheckout): string {
  return layout(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p class="note">${VOIDED_NOTE} No money was taken.</p>${checkoutDetails(checkout)}`,
  );
}

function checkoutDetails(checkout: SandboxCheckout): string {
  const buyer = checkout.buyer;
  // The buyer is the payer as the provider got them: an anonymous payer has no name (topup-link.ts).
  const name = [buyer.firstName, buyer.lastName].filter(Boolean).join(' ');
  return `
<dl>
  <dt>Reference</dt><dd>${escapeHtml(checkout.referenceNumber)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(formatPeso(checkout.amountCentavos))}</dd>
  ${name ? `<dt>Buyer</dt><dd>${escapeHtml(name)}</dd>` : ''}
  <dt>Phone</dt><dd>${escapeHtml(buyer.phone)}</dd>
  <dt>E-mail</dt><dd>${escapeHtml(buyer.email)}</dd>
</dl>`;
}

export function renderNotFoundPage(): string {
  return layout('Sandbox checkout', '<h1>Sandbox checkout</h1><p class="note">No such checkout.</p>');
}
