import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { escapeHtml, greeting, headerText } from '#app/kernel/.server/mail/escape.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { placeById } from '#app/kernel/dealer/places.ts'
import { longDayYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import { contractPagePath } from '../storage-paths.ts'
import { handoverLabels, kindLabels, planLabels } from '../storage-plans.ts'

type Trx = Parameters<typeof queueWrittenMail>[0]

/** The contract in lines, as both e-mails list it (never the street typed: see the service's booking e-mail). */
export function contractLines(contract: StorageContractRow): string[] {
  const place = placeById(contract.showroom)?.name ?? contract.showroom
  const until = contract.end_day ? ` to ${longDayYearText(contract.end_day)}` : ', month to month'
  return [
    `${planLabels[contract.plan]}: ${kindLabels[contract.kind].toLowerCase()} space at ${place}`,
    `From ${longDayYearText(contract.start_day)}${until}`,
    `${handoverLabels[contract.handover]}${contract.town ? ` (${contract.town})` : ''}`,
    `Cart: ${contract.cart_brand} ${contract.cart_model}`,
    ...(contract.maintenance_cents > 0
      ? [`Maintenance add-on: ${formatCents(contract.maintenance_cents)} a month`]
      : []),
    ...(contract.preparation_cents > 0 ? ['Pre-season preparation'] : []),
  ]
}

/**
 * The customer's confirmation once the package is paid or the card saved,
 * and the storage team's notice, in the transaction that activates the contract.
 */
export async function queueContractMails(
  trx: Trx,
  contract: StorageContractRow,
  options: { now: Date; siteUrl: string; staffTo: string; paidCents: number | null },
): Promise<void> {
  const { now, siteUrl } = options
  const link = `${siteUrl}${contractPagePath(contract.token)}`
  const lines = contractLines(contract)
  const money =
    contract.plan === 'monthly'
      ? `Your card is saved: we charge ${formatCents(contract.price_cents + contract.maintenance_cents)} (plus tax on the add-on) on the 1st of each month, the first month prorated from your start date.`
      : `Paid: ${formatCents(options.paidCents ?? 0)}, the whole season.`
  const hello = greeting(contract.first_name)
  const intro =
    'Your golf cart storage is booked. Keep this e-mail: the link below is your contract.'
  const text = [
    hello,
    '',
    intro,
    '',
    ...lines,
    money,
    '',
    `Your contract, its payments, Sunday access and the 30-day notice: ${link}`,
    '',
    `Questions? Call ${phones.main.display}.`,
    '',
    business.name,
    siteUrl,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Your storage is booked</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${[...lines, money].map((l) => `<li>${escapeHtml(l)}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(link)}">See your storage contract</a></p>
<p>Questions? Call <a href="tel:${phones.main.tel}">${escapeHtml(phones.main.display)}</a>.</p>
<p style="color: #6b7280;">${escapeHtml(business.name)}<br>${escapeHtml(siteUrl)}</p>
</body>
</html>
`
  await queueWrittenMail(
    trx,
    {
      to: contract.email,
      subject: headerText(`Your golf cart storage is booked - ${business.name}`),
      text,
      html,
    },
    now,
    'renter',
  )
  const staffText = [
    'Storage was booked on the website.',
    '',
    `Customer: ${contract.first_name} ${contract.last_name}`,
    `E-mail: ${contract.email}`,
    `Phone: ${contract.phone}`,
    ...(contract.handover === 'pickup'
      ? [`Pickup from: ${contract.street}, ${contract.town}, PA ${contract.zip}`]
      : []),
    '',
    ...lines,
    money,
    '',
    `The contract: ${siteUrl}/admin/storage/contracts/${contract.id}`,
    '',
  ].join('\n')
  await queueWrittenMail(
    trx,
    {
      to: options.staffTo,
      subject: headerText(
        `Storage booked: ${planLabels[contract.plan]}, ${kindLabels[contract.kind].toLowerCase()}`,
      ),
      text: staffText,
      replyTo: contract.email,
    },
    now,
    'staff',
  )
}

/** A customer asks to reach their cart on a Sunday: the storage team's e-mail. */
export async function queueSundayRequest(
  trx: Trx,
  contract: StorageContractRow,
  request: { day: string; time: string; note: string },
  options: { now: Date; siteUrl: string; staffTo: string },
): Promise<void> {
  await queueWrittenMail(
    trx,
    {
      to: options.staffTo,
      subject: headerText(`Sunday storage access asked: ${longDayYearText(request.day)}`),
      text: [
        `${contract.first_name} ${contract.last_name} asks to reach their stored cart on Sunday ${longDayYearText(request.day)}, around ${request.time}.`,
        '',
        `Phone: ${contract.phone}`,
        `E-mail: ${contract.email}`,
        ...contractLines(contract),
        ...(request.note ? ['', 'Their note:', request.note] : []),
        '',
        'Call or e-mail them to confirm the appointment.',
        `The contract: ${options.siteUrl}/admin/storage/contracts/${contract.id}`,
        '',
      ].join('\n'),
      replyTo: contract.email,
    },
    options.now,
    'staff',
  )
}

/** The customer's apology when the payment came after the hold ended and the space went to another. */
export async function queueLostMail(
  trx: Trx,
  contract: StorageContractRow,
  refundCents: number | null,
  options: { now: Date; siteUrl: string; staffTo: string },
): Promise<void> {
  const money =
    refundCents === null
      ? 'Nothing was charged, and your card will not be charged for it.'
      : `Your payment of ${formatCents(refundCents)} is refunded in full to your card; it shows within 5 to 10 business days.`
  const text = [
    greeting(contract.first_name),
    '',
    `We are sorry: your ${planLabels[contract.plan].toLowerCase()} booking was completed after its 30-minute hold ended, and the last ${kindLabels[contract.kind].toLowerCase()} space at ${placeById(contract.showroom)?.name ?? 'the showroom'} had gone to another customer meanwhile. The booking is cancelled.`,
    money,
    '',
    `Call ${phones.main.display} and we will find you another space, kind or showroom.`,
    '',
    business.name,
    options.siteUrl,
    '',
  ].join('\n')
  await queueWrittenMail(
    trx,
    {
      to: contract.email,
      subject: headerText(`Your storage booking could not be kept - ${business.name}`),
      text,
    },
    options.now,
    'renter',
  )
  await queueWrittenMail(
    trx,
    {
      to: options.staffTo,
      subject: headerText('Storage booking lost: paid after its hold ended'),
      text: [
        `${contract.first_name} ${contract.last_name} (${contract.email}, ${contract.phone}) completed Stripe's page after the booking's hold ended, and the space had been taken. The contract is cancelled; ${refundCents === null ? 'no money was taken' : `${formatCents(refundCents)} is refunded`}.`,
        '',
        ...contractLines(contract),
        '',
        `The contract: ${options.siteUrl}/admin/storage/contracts/${contract.id}`,
        '',
      ].join('\n'),
      replyTo: contract.email,
    },
    options.now,
    'staff',
  )
}
