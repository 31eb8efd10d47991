import { escapeHtml, headerText } from '#app/kernel/.server/mail/escape.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { alertPaths } from '#app/sales/alert-paths.ts'

import type { MatchReason } from './matching'

/*
 * The buyers' alert e-mails: the confirmation, and the daily digest. Each
 * says why the buyer gets it and gives the dealer's postal address
 * (CAN-SPAM); the digest carries List-Unsubscribe with List-Unsubscribe-Post
 * (RFC 8058), so a mail program's unsubscribe button works in one click.
 */

export type MailLinks = {
  siteUrl: string
  /** the manage and unsubscribe links' secret (links.ts) */
  token: string
  /** the dealer's inbox named in the mailto unsubscribe */
  mailbox: string
}

/** A cart in a digest, as it stands when the digest is queued. */
export type DigestVehicle = {
  id: string
  name: string
  price: number
  /** absolute URL of a JPEG */
  image: string
  reason: MatchReason
  /** price alerts: the price the buyer was last told of */
  was?: number
}

const { mainAddress } = business
export const postalAddress = `${business.legalName}, ${mainAddress.street}, ${mainAddress.city}, ${mainAddress.region} ${mainAddress.postalCode}`

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;background:#f9fafb;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:20px;border-radius:8px;">
${body}
</div>
</body>
</html>
`

const footerHtml = (why: string, links: string) =>
  `<p style="color:#4b5563;font-size:13px;border-top:1px solid #e5e7eb;padding-top:12px;">${escapeHtml(why)}<br>${links}<br>${escapeHtml(postalAddress)}</p>`

/** The confirmation of a new alert: nothing else is sent before its link is followed. */
export function confirmationMail(options: {
  to: string
  what: string
  confirmUrl: string
  expiresDays: number
}): WrittenMail {
  const subject = headerText(`Confirm your cart alert - ${business.name}`)
  const why = `You get this e-mail because someone, hopefully you, asked for cart alerts for this address at ${business.website}. If it was not you, ignore it: without confirmation nothing more is sent, and the request is deleted after ${options.expiresDays} days.`
  const text = [
    'Please confirm your cart alert:',
    '',
    options.what,
    '',
    `Confirm: ${options.confirmUrl}`,
    '',
    why,
    '',
    postalAddress,
    '',
  ].join('\n')
  const html = page(
    subject,
    `<h1 style="font-size:20px;">Please confirm your cart alert</h1>
<p>${escapeHtml(options.what)}</p>
<p><a href="${escapeHtml(options.confirmUrl)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold;">Confirm my alert</a></p>
${footerHtml(why, '')}`,
  )
  return { to: options.to, subject, text, html }
}

/** Why a cart is in the digest, in the buyer's words. */
export function reasonText(cart: DigestVehicle): string {
  switch (cart.reason) {
    case 'new':
      return 'New arrival'
    case 'range':
      return `Price dropped into your range: now ${formatPrice(cart.price)}`
    case 'price':
      return cart.was !== undefined
        ? `Price dropped from ${formatPrice(cart.was)} to ${formatPrice(cart.price)}`
        : `Price dropped to ${formatPrice(cart.price)}`
    case 'stock':
      return 'Back in stock'
  }
}

const subjectNews: Record<MatchReason, string> = {
  new: 'New arrival',
  range: 'Price drop',
  price: 'Price drop',
  stock: 'Back in stock',
}

/** The digest's honest subject: the news and the cart when there is one, else how many carts. */
export function digestSubject(carts: readonly DigestVehicle[]): string {
  const [first] = carts
  if (carts.length === 1 && first) {
    return headerText(`${subjectNews[first.reason]}: ${first.name} - ${business.name}`)
  }
  return headerText(`${carts.length} carts match your alerts - ${business.name}`)
}

/** The mailto unsubscribe's subject: the link's secret, which owners paste at /admin/alerts. */
export const unsubscribeSubject = (token: string) => `Unsubscribe ${token}`

/** One day's digest of everything an address's alerts matched. */
export function digestMail(options: {
  to: string
  carts: readonly DigestVehicle[]
  /** each alert in words, for "why you get this" */
  alerts: readonly string[]
  links: MailLinks
}): WrittenMail {
  const { carts, links } = options
  const subject = digestSubject(carts)
  const manage = `${links.siteUrl}${alertPaths.manage(links.token)}`
  const unsubscribe = `${links.siteUrl}${alertPaths.unsubscribe(links.token)}`
  const vehicleUrl = (cart: DigestVehicle) => `${links.siteUrl}/vehicles/${cart.id}`
  const why = `You get this e-mail because you confirmed these cart alerts at ${business.website}: ${options.alerts.join('; ')}. At most one e-mail a day.`
  const text = [
    `${subject}`,
    '',
    ...carts.flatMap((cart) => [
      `${cart.name}: ${formatPrice(cart.price)}`,
      reasonText(cart),
      vehicleUrl(cart),
      '',
    ]),
    why,
    `Pause, change or delete your alerts: ${manage}`,
    `Unsubscribe from every alert: ${unsubscribe}`,
    '',
    postalAddress,
    '',
  ].join('\n')
  const items = carts
    .map(
      (
        cart,
      ) => `<tr><td style="padding:8px 0;vertical-align:top;width:168px;"><a href="${escapeHtml(vehicleUrl(cart))}"><img src="${escapeHtml(cart.image)}" width="160" height="120" alt="${escapeHtml(cart.name)}" style="display:block;border-radius:6px;"></a></td>
<td style="padding:8px 0 8px 12px;vertical-align:top;"><a href="${escapeHtml(vehicleUrl(cart))}" style="font-weight:bold;color:#14532d;">${escapeHtml(cart.name)}</a><br>
<span style="font-size:18px;font-weight:bold;">${escapeHtml(formatPrice(cart.price))}</span><br>
<span style="color:#4b5563;">${escapeHtml(reasonText(cart))}</span></td></tr>`,
    )
    .join('\n')
  const html = page(
    subject,
    `<h1 style="font-size:20px;">${escapeHtml(carts.length === 1 ? 'A cart matches your alert' : `${carts.length} carts match your alerts`)}</h1>
<table role="presentation" style="width:100%;border-collapse:collapse;">
${items}
</table>
${footerHtml(why, `<a href="${escapeHtml(manage)}">Pause, change or delete your alerts</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe from every alert</a>`)}`,
  )
  return {
    to: options.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>, <mailto:${links.mailbox}?subject=${encodeURIComponent(unsubscribeSubject(links.token))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
