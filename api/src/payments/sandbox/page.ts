import { createHash } from 'node:crypto';

import { writeMoney } from '@portal/shared/writing';

import type { SandboxSessionRow } from '../../db/schema';
import { returnUrl } from '../types';
import type { CardErrors, CardField, CardForm } from './card';

// The sandbox's hosted checkout, rendered on the server: no JavaScript at all, one <style>
// element allowed by its hash. Readable from 320 px up, WCAG AA contrast, labels, autocomplete
// tokens, and errors tied to their fields the way the portal's own forms do it (USWDS).

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1.0625rem;line-height:1.5;color:#1b1b1b;background:#f0f0f0}
.sandbox{padding:.75rem 1rem;background:#ffbe2e;color:#1b1b1b;border-bottom:3px solid #1b1b1b;text-align:center}
.sandbox p{margin:0}
h1.sandbox{margin:-1.25rem -1.25rem 1rem;padding:.75rem 1.25rem;font-size:1.25rem;text-align:left;border-radius:.25rem .25rem 0 0}
main{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #c6cace;border-radius:.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:700}
dd{margin:0;overflow-wrap:anywhere}
.field{margin:0 0 1.25rem}
.field-error{border-left:4px solid #b50909;padding-left:.75rem}
label{display:block;font-weight:700}
.hint{display:block;color:#565c65;margin:.125rem 0 0}
.error-message{display:block;color:#b50909;font-weight:700;margin:.25rem 0 0}
input{display:block;width:100%;max-width:100%;margin-top:.375rem;padding:.5rem;font:inherit;color:#1b1b1b;background:#fff;border:2px solid #565c65;border-radius:0}
input[aria-invalid=true]{border-color:#b50909}
.short{max-width:8rem}
input:focus,button:focus,a:focus{outline:3px solid #2491ff;outline-offset:2px}
button{display:block;width:100%;padding:.75rem 1rem;font:inherit;font-weight:700;color:#fff;background:#005ea2;border:0;border-radius:.25rem;cursor:pointer}
button:hover{background:#1a4480}
a{color:#005ea2}
.cancel{margin:1rem 0 0;text-align:center}
.error-summary{border-left:.5rem solid #b50909;background:#f4e3db;padding:1rem;margin:0 0 1.25rem}
.error-summary h2{margin-top:0}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b50909;font-weight:700}
code{font-size:1rem;white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * Headers of every sandbox page: no scripts, no frames, no referrer (the URL holds the session
 * id), forms only back here or to the portal (browsers check a form's redirect against it too).
 */
export function pageHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'content-security-policy': [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      `form-action 'self' ${new URL(publicUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const BANNER =
  '<header class="sandbox"><p><strong>Sandbox checkout — no real money moves.</strong> This page stands in for a card payment provider.</p></header>\n';

/** A whole page; `banner` for pages whose own heading does not already say it is the sandbox. */
function layout(title: string, body: string, banner = true): string {
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
${banner ? BANNER : ''}<main>
${body}
</main>
</body>
</html>
`;
}

type Field = { name: CardField; id: string; label: string; autocomplete: string; hint?: string; numeric: boolean; short?: boolean };
const FIELDS: Field[] = [
  { name: 'name', id: 'cc-name', label: 'Name on card', autocomplete: 'cc-name', numeric: false },
  { name: 'card_number', id: 'cc-number', label: 'Card number', autocomplete: 'cc-number', numeric: true },
  { name: 'expiry', id: 'cc-exp', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', hint: 'For example, 04/29', numeric: true, short: true },
  {
    name: 'cvc',
    id: 'cc-csc',
    label: 'CVC',
    autocomplete: 'cc-csc',
    hint: 'The 3 or 4 digits on the back of the card',
    numeric: true,
    short: true,
  },
];

function field(f: Field, value: string, error: string | undefined): string {
  const describedBy = [f.hint ? `${f.id}-hint` : null, error ? `${f.id}-error` : null].filter(Boolean).join(' ');
  const attributes = [
    `id="${f.id}"`,
    `name="${f.name}"`,
    'type="text"',
    `autocomplete="${f.autocomplete}"`,
    f.numeric ? 'inputmode="numeric"' : null,
    f.short ? 'class="short"' : null,
    'spellcheck="false"',
    'required',
    describedBy ? `aria-describedby="${describedBy}"` : null,
    error ? 'aria-invalid="true"' : null,
    `value="${escapeHtml(value)}"`,
  ].filter(Boolean);
  return `<div class="field${error ? ' field-error' : ''}">
<label for="${f.id}">${f.label}</label>
${f.hint ? `<span class="hint" id="${f.id}-hint">${escapeHtml(f.hint)}</span>\n` : ''}${
    error ? `<span class="error-message" id="${f.id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</span>\n` : ''
  }<input ${attributes.join(' ')}>
</div>`;
}

function errorSummary(errors: CardErrors): string {
  const items = FIELDS.filter((f) => errors[f.name]).map((f) => `<li><a href="#${f.id}">${escapeHtml(errors[f.name] ?? '')}</a></li>`);
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-heading">
<h2 id="error-summary-heading">There is a problem</h2>
<ul>
${items.join('\n')}
</ul>
</div>
`;
}

/** The card form, with the values typed so far (never the CVC) and any errors. */
export function checkoutPage(options: { session: SandboxSessionRow; merchant: string; form?: CardForm; errors?: CardErrors }): string {
  const { session, merchant } = options;
  const errors = options.errors ?? {};
  const form = options.form ?? { name: '', card_number: '', expiry: '', cvc: '' };
  const amount = writeMoney(session.amountCents, session.currency, 'en-US');
  const hasErrors = Object.keys(errors).length > 0;
  const body = `<h1 class="sandbox">Sandbox checkout — no real money moves</h1>
<p>This page stands in for a card payment provider while the portal is tested: nothing is charged.</p>
${errorSummary(errors)}<h2>Pay ${escapeHtml(merchant)}</h2>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd>
<dt>For</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.reference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)} ${escapeHtml(session.currency)}</dd>
</dl>
<form method="post" action="/api/payments/sandbox/checkout/${encodeURIComponent(session.id)}/" novalidate>
${FIELDS.map((f) => field(f, f.name === 'cvc' ? '' : form[f.name], errors[f.name])).join('\n')}
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="cancel"><a href="${escapeHtml(returnUrl(session.cancelUrl, session.id))}">Cancel and return to the portal</a></p>
<h2>Test cards</h2>
<ul>
<li><code>4242 4242 4242 4242</code> succeeds</li>
<li><code>4000 0000 0000 0002</code> is declined</li>
</ul>
<p>Use any name, any expiry date that has not passed and any 3-digit CVC.</p>`;
  return layout(`${hasErrors ? 'Error: ' : ''}Pay ${amount} to ${merchant} – Sandbox checkout`, body, false);
}

/** A session that can no longer be paid: where it ended, and the way back to the portal. */
export function endedPage(session: SandboxSessionRow, merchant: string): string {
  const amount = writeMoney(session.amountCents, session.currency, 'en-US');
  if (session.status === 'paid') {
    return layout(
      'This payment is complete – Sandbox checkout',
      `<h1>This payment is complete</h1>
<p>${escapeHtml(amount)} to ${escapeHtml(merchant)} was paid${session.paymentLabel ? ` with ${escapeHtml(session.paymentLabel)}` : ''}. Nothing more is needed.</p>
<p><a href="${escapeHtml(returnUrl(session.successUrl, session.id))}">Return to the portal</a></p>`,
    );
  }
  if (session.status === 'declined') {
    return layout(
      'This payment was declined – Sandbox checkout',
      `<h1>This payment was declined</h1>
<p>The card was declined and nothing was charged. To try another card, start again from the portal.</p>
<p><a href="${escapeHtml(returnUrl(session.successUrl, session.id))}">Return to the portal</a></p>`,
    );
  }
  return layout(
    'This checkout has ended – Sandbox checkout',
    `<h1>This checkout has ended</h1>
<p>This checkout was ${session.status === 'expired' ? 'open for an hour and has expired' : 'cancelled'}, so it can no longer be paid. Nothing was charged.</p>
<p><a href="${escapeHtml(returnUrl(session.cancelUrl, session.id))}">Return to the portal</a></p>`,
  );
}

export function notFoundPage(portalUrl: string): string {
  return layout(
    'Checkout not found – Sandbox checkout',
    `<h1>Checkout not found</h1>
<p>There is no checkout at this address. Check that you copied the whole link, or start again from the portal.</p>
<p><a href="${escapeHtml(portalUrl)}/">Go to the portal</a></p>`,
  );
}
