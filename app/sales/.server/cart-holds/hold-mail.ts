import type { CartHoldRow } from '#app/kernel/.server/db/schema.ts'
import { escapeHtml, greeting, headerText } from '#app/kernel/.server/mail/escape.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { HoldDeliveryFacts } from './hold-delivery'

/*
 * The e-mails a buyer gets about a hold: the receipt once paid, the apology
 * when another buyer held the cart first, and the refund when the hold
 * lapses or staff refund it. Plain text and the same as simple HTML; the
 * buyer's own words are never repeated beyond their first name.
 */

type MailHold = Pick<CartHoldRow, 'first_name' | 'email' | 'amount_cents'>

const howToCancel = `To cancel the hold and get your deposit back in full, call our sales team at ${phones.sales.display} or reply to this e-mail.`

function buyerMail(hold: MailHold, subject: string, paragraphs: string[]): WrittenMail {
  const hello = greeting(hold.first_name)
  const signature = [business.name, phones.sales.display]
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), ...signature, ''].join('\n')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="color: #6b7280;">${signature.map(escapeHtml).join('<br>')}</p>
</body>
</html>
`
  return {
    to: hold.email,
    subject: headerText(`${subject} - ${business.name}`),
    text,
    html,
    replyTo: emails.sales,
  }
}

/** The delivery booked with a hold: when, where, its fees paid with the cart, and its page to move it. */
function deliveryParagraphs(delivery: HoldDeliveryFacts, siteUrl: string): string[] {
  const fees =
    delivery.feesCents > 0
      ? `Its fees, ${delivery.fees.map((fee) => `${fee.label.toLowerCase()} ${formatCents(fee.cents)}`).join(', ')}, are paid with the cart, not with the deposit.`
      : 'It has no delivery fee.'
  return [
    `Your delivery is booked for ${delivery.when}, to ${delivery.address}. ${fees}`,
    `See or move your delivery: ${siteUrl}${delivery.path}`,
  ]
}

/** The receipt: what is held, for how long, the delivery booked with it, and how to cancel. */
export function holdReceipt(
  hold: MailHold,
  cartName: string,
  endsAt: Date,
  days: number,
  delivery?: { facts: HoldDeliveryFacts; siteUrl: string },
) {
  return buyerMail(hold, 'Your cart is on hold', [
    `Thank you: your refundable deposit of ${formatCents(hold.amount_cents)} holds the ${cartName} for you. It shows as "Sale pending" to everyone else.`,
    `The hold lasts ${days === 1 ? '1 day' : `${days} days`}, until ${readableTime(endsAt)}. Unless you buy the cart by then (the deposit goes toward its price), it ends by itself and the deposit is refunded in full to your card.`,
    ...(delivery ? deliveryParagraphs(delivery.facts, delivery.siteUrl) : []),
    howToCancel,
  ])
}

/** Another buyer's payment held the cart first: this one is refunded at once. */
export function holdApology(hold: MailHold, cartName: string) {
  return buyerMail(hold, 'Sorry: the cart was just held by someone else', [
    `We are sorry: another buyer held the ${cartName} moments before your payment went through. Your deposit of ${formatCents(hold.amount_cents)} is refunded in full to your card; it usually shows within 5 to 10 business days.`,
    `Our sales team would be glad to find you a cart like it: call ${phones.sales.display} or reply to this e-mail.`,
  ])
}

/** A hold ended without a sale: the deposit goes back. */
export function holdRefunded(hold: MailHold, cartName: string, reason: 'lapsed' | 'staff') {
  return buyerMail(hold, 'Your hold has ended and your deposit is refunded', [
    reason === 'lapsed'
      ? `Your hold on the ${cartName} has ended.`
      : `As agreed, we have ended your hold on the ${cartName}.`,
    `Your deposit of ${formatCents(hold.amount_cents)} is refunded in full to your card; it usually shows within 5 to 10 business days.`,
    `Still interested? Call our sales team at ${phones.sales.display} or reply to this e-mail.`,
  ])
}
