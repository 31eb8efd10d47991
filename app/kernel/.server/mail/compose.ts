import type { SendMailOptions } from 'nodemailer'

import { business } from '#app/kernel/dealer/business.ts'
import type { SiteHours } from '#app/kernel/dealer/site-hours.ts'

import type { Lead } from '../../../leads/.server/lead'
import { buildAcknowledgement } from '../../../leads/.server/mail/acknowledgement'
import { buildAdf } from '../../../leads/.server/mail/adf'
import type { OutboxRow } from '../db/schema'
import type { Settings } from '../env'
import { buildDealerEmail } from './dealer-email'
import { headerText } from './escape'
import { type MailRouting, recipientFor } from './outbox'

export type ComposeSettings = MailRouting & Pick<Settings, 'MAIL_FROM' | 'SITE_URL'>

/** The first address of a comma-separated list. */
export function firstAddress(list: string): string {
  return list.split(',')[0]?.trim() ?? list
}

function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
  return address.split('@')[1]?.trim() || business.website
}

/**
 * The e-mail for one outbox row. Its Message-ID is derived from the row, so
 * in the rare case a send is repeated (the server accepted it but the
 * process died before recording that) the copies share one Message-ID and
 * mail systems can fold them together.
 */
export function composeMail(
  row: OutboxRow,
  lead: Lead,
  settings: ComposeSettings,
  hours: SiteHours['sets'],
): SendMailOptions {
  const timeZone = business.timeZone
  const dealerAddress = firstAddress(recipientFor(settings, lead.interest))
  const common: SendMailOptions = {
    from: settings.MAIL_FROM,
    to: row.recipient,
    messageId: `<${row.id}@${senderDomain(settings.MAIL_FROM)}>`,
    date: new Date(),
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Lead-Id': lead.id,
      'X-Notification-Kind': row.kind,
    },
  }
  switch (row.kind) {
    case 'dealer': {
      const mail = buildDealerEmail(lead, { timeZone })
      return {
        ...common,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo,
      }
    }
    case 'adf': {
      // CRMs read the ADF document from a plain-text body
      const xml = buildAdf(lead, {
        timeZone,
        siteUrl: settings.SITE_URL,
        vendorEmail: dealerAddress,
      })
      return {
        ...common,
        subject: headerText(
          `ADF lead: ${lead.interestLabel} from ${lead.firstName} ${lead.lastName}`,
        ),
        text: xml,
        replyTo: { name: headerText(`${lead.firstName} ${lead.lastName}`), address: lead.email },
      }
    }
    case 'acknowledgement': {
      const mail = buildAcknowledgement(lead, { timeZone, siteUrl: settings.SITE_URL, hours })
      return {
        ...common,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: dealerAddress,
      }
    }
    case 'staff':
    case 'renter':
    case 'alert':
      throw new Error('written e-mails carry their own content (composeStaffMail)')
  }
}
