import type { SendMailOptions } from 'nodemailer'

import { currentHours } from '#app/kernel/.server/current-hours.ts'
import type { OutboxRow } from '#app/kernel/.server/db/schema.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import { headerText } from '#app/kernel/.server/mail/escape.ts'
import { firstAddress } from '#app/kernel/.server/mail/outbox.ts'
import type { OutboxComposer } from '#app/kernel/.server/mail/outbox-worker.ts'
import { business } from '#app/kernel/dealer/business.ts'
import type { SiteHours } from '#app/kernel/dealer/site-hours.ts'

import { type Lead, loadLead } from '../lead'
import { buildAcknowledgement } from './acknowledgement'
import { buildAdf } from './adf'
import { buildDealerEmail } from './dealer-email'
import { type MailRouting, recipientFor } from './lead-routing'

export type LeadMailSettings = MailRouting & Pick<Settings, 'MAIL_FROM' | 'SITE_URL'>

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
export function composeLeadMail(
  row: OutboxRow,
  lead: Lead,
  settings: LeadMailSettings,
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
      const mail = buildDealerEmail(lead)
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
      const mail = buildAcknowledgement(lead, { siteUrl: settings.SITE_URL, hours })
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
      throw new Error('written e-mails carry their own content (composeWrittenMail)')
  }
}

/**
 * The outbox's composer of a contact message's e-mails (the dealer's, the
 * ADF lead, the visitor's receipt): the message is read when the e-mail is
 * sent, so a resend carries the lead as it stands.
 */
export const composeLeadRow: OutboxComposer<LeadMailSettings> = async (row, { db, settings }) => {
  if (!row.message_id) return { error: 'the e-mail names no contact message' }
  const lead = await loadLead(db, row.message_id, settings.SITE_URL)
  if (!lead) return { error: 'the contact message no longer exists' }
  return composeLeadMail(row, lead, settings, (await currentHours(db)).sets)
}

/** The outbox kinds a contact message queues, each with its composer. */
export const leadComposers = {
  dealer: composeLeadRow,
  adf: composeLeadRow,
  acknowledgement: composeLeadRow,
}
