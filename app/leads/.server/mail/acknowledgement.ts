import { escapeHtml, greeting } from '#app/kernel/.server/mail/escape.ts'
import { addressLine } from '#app/kernel/address.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import type { SiteHours } from '#app/kernel/dealer/site-hours.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'

import type { Lead } from '../lead'

export type Acknowledgement = { subject: string; text: string; html: string }

/**
 * The visitor's receipt, with the thank-you page's response promise. It
 * repeats none of the visitor's message: anyone can type someone else's
 * address into a form, and this must not become a way to mail strangers
 * words of one's choosing.
 */
export function buildAcknowledgement(
  lead: Lead,
  options: { siteUrl: string; hours: SiteHours['sets'] },
): Acknowledgement {
  // service questions go to the service desk, everything else to the showroom
  const isService = lead.interest === 'service'
  const phone = isService ? phones.service : phones.main
  const openHours = isService ? options.hours.service : options.hours.showroom
  const received = readableTime(new Date(lead.receivedAt))
  const address = business.mainAddress
  const signature = [business.name, addressLine(address), options.siteUrl]
  const paragraphs = [
    greeting(lead.firstName),
    `Thank you for contacting ${business.name}. We received your message (${lead.interestLabel}) on ${received}.`,
    lead.responsePromise,
    `If it cannot wait, call us at ${phone.display}. ${openHours.label}:`,
  ]
  const hourLines = openHours.rows.map((r) => `${r.days}: ${r.hours}`)

  const text = [...paragraphs.map((p) => `${p}\n`), ...hourLines, '', ...signature, ''].join('\n')
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(business.name)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
${paragraphs
  .slice(0, 3)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
<p>If it cannot wait, call us at <a href="tel:${phone.tel}">${escapeHtml(phone.display)}</a>. ${escapeHtml(openHours.label)}:</p>
<ul>
${hourLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p style="color: #6b7280;">${signature.map(escapeHtml).join('<br>')}</p>
</body>
</html>
`
  return { subject: `We received your message - ${business.name}`, text, html }
}
