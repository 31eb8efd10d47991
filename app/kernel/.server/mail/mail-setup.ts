import type { StaffRole } from '../db/schema'
import type { Settings } from '../env'

/** One setting that decides where the e-mails go, with the value it has now. */
export type MailSetting = { name: string; value: string; what: string }

/**
 * What the back office says when mail is not configured (no SMTP_URL): leads
 * are stored, but nothing is e-mailed. Owners, who can change the settings,
 * are told which ones; staff members only that they must watch the inbox.
 * Undefined when mail is configured. Never carries SMTP_URL itself (it holds
 * the mail server's password).
 */
export type MailSetupNotice = { audience: 'staff' } | { audience: 'owner'; settings: MailSetting[] }

export function mailSetupNotice(
  settings: Pick<
    Settings,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'MAIL_TO_SALES'
    | 'MAIL_TO_SERVICE'
    | 'MAIL_TO_PARTS'
    | 'MAIL_TO_GENERAL'
    | 'LEAD_ADF_TO'
  >,
  role: StaffRole,
): MailSetupNotice | undefined {
  if (settings.SMTP_URL) return undefined
  if (role !== 'owner') return { audience: 'staff' }
  return {
    audience: 'owner',
    settings: [
      { name: 'MAIL_TO_SALES', value: settings.MAIL_TO_SALES, what: 'sales inquiries' },
      { name: 'MAIL_TO_SERVICE', value: settings.MAIL_TO_SERVICE, what: 'service requests' },
      { name: 'MAIL_TO_PARTS', value: settings.MAIL_TO_PARTS, what: 'parts and accessories' },
      { name: 'MAIL_TO_GENERAL', value: settings.MAIL_TO_GENERAL, what: 'general questions' },
      { name: 'MAIL_FROM', value: settings.MAIL_FROM, what: 'the sender of every e-mail' },
      {
        name: 'LEAD_ADF_TO',
        value: settings.LEAD_ADF_TO ?? 'not set',
        what: 'optional: your CRM, which gets each lead as ADF/XML',
      },
    ],
  }
}
