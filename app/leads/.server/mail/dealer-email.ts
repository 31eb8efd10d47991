import { escapeHtml, headerText } from '#app/kernel/.server/mail/escape.ts'
import { readableTime } from '#app/kernel/dealer-clock.ts'

import type { Lead } from '../lead'

export type DealerEmail = {
  subject: string
  text: string
  html: string
  replyTo: { name: string; address: string }
}

type Row = { label: string; text: string; href?: string }

function rows(lead: Lead): Row[] {
  const received = new Date(lead.receivedAt)
  const list: Row[] = [
    { label: 'Name', text: `${lead.firstName} ${lead.lastName}` },
    { label: 'E-mail', text: lead.email, href: `mailto:${lead.email}` },
    { label: 'Phone', text: lead.phone, href: `tel:${lead.phone.replace(/[^\d+]/g, '')}` },
    { label: 'Interest', text: lead.interestLabel },
  ]
  if (lead.vehicle) {
    const { year, name, url } = lead.vehicle
    list.push({ label: 'Vehicle', text: year ? `${year} ${name}` : name, href: url })
  }
  list.push(
    lead.pageUrl
      ? { label: 'Sent from', text: lead.pageUrl, href: lead.pageUrl }
      : { label: 'Sent from', text: 'page not known' },
    { label: 'Received', text: `${readableTime(received)} (${lead.receivedAt})` },
    { label: 'Reference', text: lead.id },
  )
  return list
}

/**
 * The e-mail the dealer gets for every message: the subject says what and
 * who, Reply-To is the visitor so answering is one click, and every field is
 * there in plain text and HTML (every value escaped).
 */
// times are on the dealer's clock (dealer-clock.ts)
export function buildDealerEmail(lead: Lead): DealerEmail {
  const name = `${lead.firstName} ${lead.lastName}`
  const list = rows(lead)
  const width = Math.max(...list.map((r) => r.label.length)) + 2
  const footer = `Reply to this e-mail to answer ${lead.firstName} directly. The website told ${lead.firstName}: “${lead.responsePromise}”`

  const text = [
    `New message from the website: ${lead.interestLabel}`,
    '',
    ...list.map((r) => `${`${r.label}:`.padEnd(width)}${r.text}`),
    '',
    'Message:',
    lead.message,
    '',
    '-- ',
    footer,
    '',
  ].join('\n')

  const cell = (r: Row) =>
    r.href ? `<a href="${escapeHtml(r.href)}">${escapeHtml(r.text)}</a>` : escapeHtml(r.text)
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(headerText(`${lead.interestLabel} from ${name}`))}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">
<h1 style="font-size: 18px;">New message from the website: ${escapeHtml(lead.interestLabel)}</h1>
<table cellpadding="6" style="border-collapse: collapse;">
${list.map((r) => `<tr><th align="left" valign="top" style="padding-right: 16px;">${escapeHtml(r.label)}</th><td>${cell(r)}</td></tr>`).join('\n')}
</table>
<h2 style="font-size: 16px;">Message</h2>
<p style="white-space: pre-wrap; border-left: 3px solid #d1d5db; padding-left: 12px;">${escapeHtml(lead.message)}</p>
<p style="color: #6b7280; font-size: 13px;">${escapeHtml(footer)}</p>
</body>
</html>
`
  return {
    subject: headerText(`Website lead - ${lead.interestLabel} from ${name}`),
    text,
    html,
    replyTo: { name: headerText(name), address: lead.email },
  }
}
