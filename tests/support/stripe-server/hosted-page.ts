import type { IncomingMessage, ServerResponse } from 'node:http'

import { readCardForm } from './cards'
import { authenticate, payCheckout, type PayOutcome } from './checkout'
import type { CheckoutRecord, Store } from './state'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100)
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
label { display: block; margin-top: 0.75rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #595959; border-radius: 4px; }
button { margin-top: 1rem; padding: 0.6rem 1.2rem; font-size: 1rem; background: #0a2540; color: #fff; border: 0; border-radius: 4px; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 0.25rem 0; }
td.amount, th.amount { text-align: right; }
.error { color: #a4001d; font-weight: 600; }
a { color: #0a4ea3; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

function back(record: CheckoutRecord): string {
  const url = record.session.cancel_url
  return url ? `<p><a href="${escape(url)}">Back</a></p>` : ''
}

type FormValues = { email: string; name: string }

/** The page with the order and the card form, with a message when the last try failed. */
function paymentPage(
  record: CheckoutRecord,
  businessName: string,
  message?: string,
  values?: FormValues,
) {
  const { session } = record
  const setup = session.mode === 'setup'
  const rows = record.lineItems
    .map(
      (item) =>
        `<tr><td>${escape(item.description ?? '')}</td><td>${item.quantity ?? 1}</td><td class="amount">${money(item.amount_total, item.currency)}</td></tr>`,
    )
    .join('\n')
  const summary = setup
    ? `<p>${escape(businessName)} will save your card for later payments.</p>`
    : `<h2>Order summary</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due</th><td class="amount">${money(session.amount_total ?? 0, session.currency ?? 'usd')}</td></tr></tfoot>
</table>`
  const email = session.customer_email ?? values?.email ?? ''
  const error = message
    ? `<p class="error" role="alert" id="payment-error">${escape(message)}</p>`
    : ''
  const describedBy = message ? ' aria-describedby="payment-error"' : ''
  return page(
    setup ? `Save your card with ${businessName}` : `Pay ${businessName}`,
    `${back(record)}
<h1>${setup ? `Save your card with ${escape(businessName)}` : `Pay ${escape(businessName)}`}</h1>
${summary}
<h2>Payment details</h2>
${error}
<form method="post" action="/c/pay/${escape(session.id)}"${describedBy}>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escape(email)}"${session.customer_email ? ' readonly' : ''}>
<label for="cardnumber">Card number</label>
<input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<label for="exp-date">Expiration (MM / YY)</label>
<input id="exp-date" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${escape(values?.name ?? '')}">
<button type="submit">${setup ? 'Save card' : 'Pay'}</button>
</form>`,
  )
}

function authenticationPage(record: CheckoutRecord): string {
  const last4 = record.pending?.card.last4 ?? ''
  return page(
    'Authenticate your payment',
    `<h1>Authenticate your payment</h1>
<p>Your bank asks you to confirm this payment with the card ending in ${escape(last4)}. This is a test page: choose how the authentication ends.</p>
<form method="post" action="/c/pay/${escape(record.session.id)}/authenticate">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>`,
  )
}

function closedPage(record: CheckoutRecord): string {
  const { session } = record
  if (session.status === 'expired') {
    return page(
      'This checkout session has expired',
      `<h1>This checkout session has expired</h1>
<p>No payment can be made here any more.</p>
${back(record)}`,
    )
  }
  const next = session.success_url
    ? `<p><a href="${escape(successUrl(record))}">Return to the merchant</a></p>`
    : ''
  return page(
    'This checkout session is complete',
    `<h1>This checkout session is complete</h1>
<p>${session.mode === 'setup' ? 'Your card was saved.' : 'Thanks for your payment.'}</p>
${next}`,
  )
}

function successUrl(record: CheckoutRecord): string {
  const url = record.session.success_url ?? `/c/pay/${record.session.id}`
  return url.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id)
}

function send(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  })
  response.end(html)
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Cache-Control': 'no-store' })
  response.end()
}

function afterTry(
  response: ServerResponse,
  record: CheckoutRecord,
  businessName: string,
  result: PayOutcome,
  values: FormValues,
): void {
  if (result.outcome === 'complete') return redirect(response, successUrl(record))
  if (result.outcome === 'requires_authentication') {
    return redirect(response, `/c/pay/${record.session.id}/authenticate`)
  }
  send(response, 200, paymentPage(record, businessName, result.message, values))
}

/**
 * The hosted Checkout page at a session's `url`: `GET /c/pay/<id>` shows it,
 * `POST` pays with the card in the form, `/authenticate` is the 3D Secure step.
 */
export function hostedPage(
  store: Store,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  body: string,
  businessName: string,
): void {
  const match = /^\/c\/pay\/([^/]+)(\/authenticate)?$/.exec(path)
  const record = match?.[1] ? store.checkouts.get(match[1]) : undefined
  if (!match || !record) {
    return send(
      response,
      404,
      page('Page not found', '<h1>Page not found</h1><p>There is no checkout session here.</p>'),
    )
  }
  if (record.session.status !== 'open') return send(response, 200, closedPage(record))
  const form = new URLSearchParams(body)
  const values = { email: form.get('email') ?? '', name: form.get('name') ?? '' }
  const payer = {
    email: record.session.customer_email ?? (values.email || null),
    name: values.name || null,
  }

  if (match[2]) {
    const pending = record.pending
    if (!pending) return redirect(response, `/c/pay/${record.session.id}`)
    if (request.method !== 'POST') return send(response, 200, authenticationPage(record))
    const result = authenticate(store, record, form.get('outcome') === 'complete')
    return afterTry(response, record, businessName, result, {
      email: pending.payer.email ?? '',
      name: pending.payer.name ?? '',
    })
  }

  if (request.method !== 'POST') return send(response, 200, paymentPage(record, businessName))
  if (!payer.email) {
    return send(
      response,
      200,
      paymentPage(record, businessName, 'Your email address is incomplete.', values),
    )
  }
  const read = readCardForm(
    {
      number: form.get('cardnumber') ?? '',
      expiry: form.get('exp-date') ?? '',
      cvc: form.get('cvc') ?? '',
      name: values.name,
    },
    new Date(store.now() * 1000),
  )
  if ('message' in read)
    return send(response, 200, paymentPage(record, businessName, read.message, values))
  afterTry(response, record, businessName, payCheckout(store, record, read.card, payer), values)
}
