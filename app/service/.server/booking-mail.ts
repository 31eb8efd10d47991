import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { escapeHtml, greeting, headerText } from '#app/kernel/.server/mail/escape.ts'
import { queueWrittenMail, type WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { instantOf } from '#app/kernel/day-minutes.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { dealerMoment } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { calendarFile } from '#app/kernel/ics.ts'

import { slotText } from '../job-slot.ts'
import { jobPagePath } from '../service-paths.ts'
import { kindLabels, visitLabels } from '../service-stages.ts'
import { feeLabels } from '../service-zones.ts'

type MailJob = Pick<
  ServiceJobRow,
  | 'id'
  | 'token'
  | 'kind'
  | 'visit'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'showroom'
  | 'street'
  | 'town'
  | 'zip'
  | 'fee_cents'
  | 'visit_day'
  | 'window_start'
  | 'window_end'
  | 'cart_brand'
  | 'cart_model'
  | 'cart_year'
  | 'cart_serial'
  | 'battery_type'
  | 'battery_voltage'
  | 'battery_age_years'
  | 'description'
>

/**
 * Where the visit happens, in words: the showroom's address, or the town
 * (never the street typed: anyone can type a stranger's e-mail address, and
 * the customer's e-mail must not carry words of their choosing).
 */
export function placeText(job: Pick<MailJob, 'visit' | 'showroom' | 'town'>): string {
  if (job.visit === 'drop_off') {
    const place = locationById(job.showroom ?? '')
    return place ? `${place.name}, ${place.street}, ${place.city}` : 'A showroom'
  }
  return `Your address in ${job.town ?? 'a town we serve'}`
}

/** The slot's first and last instants: a window, or a drop-off day's opening hours. */
function slotSpan(job: MailJob, hours: { open: number; close: number }) {
  const start = job.window_start ?? hours.open
  const end = job.window_end ?? hours.close
  return {
    start: instantOf(job.visit_day, start, business.timeZone),
    end: instantOf(job.visit_day, end, business.timeZone),
  }
}

/** The customer's calendar entry for the visit; its UID is the job's. */
export function jobCalendar(
  job: MailJob,
  hours: { open: number; close: number },
  options: { siteUrl: string; now: Date },
): NonNullable<WrittenMail['calendar']> {
  const { start, end } = slotSpan(job, hours)
  const content = calendarFile(
    {
      uid: `service-${job.id}@${business.website}`,
      stamp: options.now,
      start,
      end,
      summary: `Golf cart service: ${visitLabels[job.visit]} (${business.name})`,
      location: placeText(job),
      description: `Your service booking: ${options.siteUrl}${jobPagePath(job.token)}`,
    },
    `-//${business.name}//Service//EN`,
  )
  return { filename: 'service.ics', content }
}

/** The customer's confirmation with the calendar entry, and the service team's notice. */
export async function queueBookingMails(
  trx: Parameters<typeof queueWrittenMail>[0],
  job: MailJob,
  options: {
    hours: { open: number; close: number }
    now: Date
    siteUrl: string
    serviceTo: string
    dueAt: string | null
  },
): Promise<void> {
  const { now, siteUrl } = options
  const link = `${siteUrl}${jobPagePath(job.token)}`
  const lines = [
    `Service: ${kindLabels[job.kind]}`,
    `Visit: ${visitLabels[job.visit]}`,
    `When: ${slotText(job)}`,
    `Where: ${placeText(job)}`,
    ...(job.fee_cents > 0 ? [`${feeLabels[job.visit]}: ${formatCents(job.fee_cents)}`] : []),
  ]
  const hello = greeting(job.first_name)
  const intro =
    job.visit === 'drop_off'
      ? 'Your service visit is booked. Bring the cart to the showroom on the day below; we look at it and send you an estimate to approve before any work starts.'
      : 'Your service visit is booked. We come to your address in the window below; we look at the cart and send you an estimate to approve before any work starts.'
  const text = [
    hello,
    '',
    intro,
    '',
    ...lines,
    '',
    `Your booking, its progress, and cancelling before we check the cart in: ${link}`,
    '',
    `Questions? Call the service department at ${phones.service.display}.`,
    '',
    business.name,
    siteUrl,
    '',
  ].join('\n')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Your service visit is booked</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(link)}">See or cancel your booking</a></p>
<p>Questions? Call the service department at <a href="tel:${phones.service.tel}">${escapeHtml(phones.service.display)}</a>.</p>
<p style="color: #6b7280;">${escapeHtml(business.name)}<br>${escapeHtml(siteUrl)}</p>
</body>
</html>
`
  await queueWrittenMail(
    trx,
    {
      to: job.email,
      subject: headerText(`Your service visit is booked: ${slotText(job)} - ${business.name}`),
      text,
      html,
      calendar: jobCalendar(job, options.hours, { siteUrl, now }),
    },
    now,
    'renter',
  )

  const cart = [job.cart_year, job.cart_brand, job.cart_model].filter(Boolean).join(' ')
  const battery = [
    job.battery_type === 'lead_acid' ? 'lead-acid' : job.battery_type,
    job.battery_voltage ? `${job.battery_voltage} V` : null,
    job.battery_age_years !== null ? `${job.battery_age_years} years old` : null,
  ]
    .filter(Boolean)
    .join(', ')
  const staffText = [
    `A service visit was booked on the website: ${kindLabels[job.kind]}.`,
    '',
    `Customer: ${job.first_name} ${job.last_name}`,
    `E-mail: ${job.email}`,
    `Phone: ${job.phone}`,
    '',
    ...lines.slice(1, 3),
    job.visit === 'drop_off'
      ? `Where: ${placeText(job)}`
      : `Address: ${job.street}, ${job.town}, PA ${job.zip}`,
    ...(job.fee_cents > 0 ? [lines[4] ?? ''] : []),
    '',
    `Cart: ${cart}${job.cart_serial ? `, serial ${job.cart_serial}` : ''}`,
    `Battery: ${battery}`,
    '',
    'What is wrong:',
    job.description,
    '',
    ...(options.dueAt ? [`Answer the customer by ${dealerMoment(new Date(options.dueAt))}.`] : []),
    `The job: ${siteUrl}/admin/service/${job.id}`,
    '',
    business.name,
    '',
  ].join('\n')
  await queueWrittenMail(
    trx,
    {
      to: options.serviceTo,
      subject: headerText(`Service booked: ${kindLabels[job.kind]}, ${slotText(job)}`),
      text: staffText,
      replyTo: job.email,
    },
    now,
    'staff',
  )
}
