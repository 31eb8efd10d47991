import type { RentalReservationRow } from '#app/kernel/.server/db/schema.ts'
import { escapeHtml, greeting, headerText } from '#app/kernel/.server/mail/escape.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { formatCents, formatPrice } from '#app/kernel/format.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import { cartInfo, type CartType } from '#app/rentals/content/rentals.ts'
import { chargesOf, type PaidQuote } from '#app/rentals/rent-charges.ts'
import { reservationPath } from '#app/rentals/rental-paths.ts'
import type { RentalQuote } from '#app/rentals/rental-quote.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

export { reservationPath }

export type MailReservation = Pick<
  RentalReservationRow,
  | 'token'
  | 'cart_type'
  | 'start_at'
  | 'end_at'
  | 'handover'
  | 'location_id'
  | 'town_slug'
  | 'quote'
  | 'first_name'
  | 'email'
>

/** The quote stored with a reservation (the engine's, as it was when the renter sent it). */
export const storedQuote = (reservation: Pick<RentalReservationRow, 'quote'>): PaidQuote =>
  JSON.parse(reservation.quote) as PaidQuote

/** The rent alone: what the cancellation rule refunds a share of. */
export const rentOf = (quote: RentalQuote): number =>
  quote.lines.find((line) => line.key === 'rent')?.amount ?? 0

/**
 * Where the cart changes hands, in words. A delivery names the town, never
 * the street typed into the form: anyone can type a stranger's e-mail, and
 * these e-mails must not carry words of their choosing.
 */
export function handoverText(reservation: MailReservation): string {
  if (reservation.handover === 'pickup') {
    const place = locationById(reservation.location_id ?? '')
    return place
      ? `Pickup at ${place.name}, ${place.street}, ${place.city}`
      : 'Pickup at a showroom'
  }
  const town = findTown(reservation.town_slug ?? '')
  return `Delivery to your address${town ? ` in ${town.name}` : ''}`
}

/** The lines every reservation e-mail repeats: what, when, where, what is due. */
export function summaryLines(reservation: MailReservation): string[] {
  const quote = storedQuote(reservation)
  return [
    `Cart: ${cartInfo[reservation.cart_type as CartType].title}`,
    `From: ${dealerMoment(new Date(reservation.start_at))}`,
    `To: ${dealerMoment(new Date(reservation.end_at))}`,
    handoverText(reservation),
    ...quote.lines.map((line) => `${line.label} (${line.detail}): ${formatPrice(line.amount)}`),
    ...totalLines(quote),
    `Deposit, held at handover and given back when the cart returns as it left: ${formatPrice(quote.deposit)}`,
  ]
}

/** The total: due at handover, or, paid online, with its sales tax. */
function totalLines(quote: PaidQuote): string[] {
  if (!quote.salesTax) return [`Due at handover: ${formatPrice(quote.total)}`]
  const charges = chargesOf(quote)
  return [
    `Sales tax (${formatSalesTaxRate(charges.basisPoints)}): ${formatCents(charges.taxCents)}`,
    `Total, paid by card online: ${formatCents(charges.totalCents)}`,
  ]
}

/**
 * An e-mail to the renter about their reservation: a greeting, what happened
 * (`paragraphs`), the reservation's summary and its link, and the dealer's
 * phone. Plain text and the same as simple HTML; the renter's own words are
 * never repeated beyond their first name.
 */
export function renterMail(
  reservation: MailReservation,
  parts: {
    subject: string
    paragraphs: string[]
    /** a list after the paragraphs (the final statement's lines) */
    list?: string[]
    siteUrl: string
    calendar?: WrittenMail['calendar']
  },
): WrittenMail {
  const list = parts.list ?? []
  const link = `${parts.siteUrl}${reservationPath(reservation.token)}`
  const hello = greeting(reservation.first_name)
  const summary = summaryLines(reservation)
  const closing = `Questions? Call us at ${phones.main.display}.`
  const signature = [business.name, parts.siteUrl]
  const text = [
    hello,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(list.length > 0 ? [...list, ''] : []),
    ...summary,
    '',
    `Your reservation: ${link}`,
    '',
    closing,
    '',
    ...signature,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(hello)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${list.length > 0 ? `<ul>\n${list.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>` : ''}
<ul>
${summary.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(link)}">See or cancel your reservation</a></p>
<p>Questions? Call us at <a href="tel:${phones.main.tel}">${escapeHtml(phones.main.display)}</a>.</p>
<p style="color: #6b7280;">${signature.map(escapeHtml).join('<br>')}</p>
</body>
</html>
`
  return {
    to: reservation.email,
    subject: headerText(`${parts.subject} - ${business.name}`),
    text,
    html,
    ...(parts.calendar ? { calendar: parts.calendar } : {}),
  }
}
