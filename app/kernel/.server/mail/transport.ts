import nodemailer, { type SendMailOptions } from 'nodemailer'

import type { Settings } from '../env'

/** What the outbox worker needs from a mail server; tests pass a fake. */
export type MailTransport = {
  send(mail: SendMailOptions): Promise<{ response: string }>
  /** force also drops connections that are delivering a message */
  close(force?: boolean): void
}

/**
 * Nodemailer over SMTP_URL ("smtp://user:pass@host:587" or "smtps://...:465";
 * nodemailer's own URL options such as ?pool=false work too). Connections are
 * pooled and every stage of a send has a timeout, so a hanging server costs a
 * retry, not a stuck worker. Returns null when SMTP_URL is not set.
 */
export function createMailTransport(
  settings: Pick<Settings, 'SMTP_URL' | 'MAIL_SEND_TIMEOUT_SECONDS'>,
): MailTransport | null {
  if (!settings.SMTP_URL) return null
  const timeout = settings.MAIL_SEND_TIMEOUT_SECONDS * 1000
  const transporter = nodemailer.createTransport({
    url: settings.SMTP_URL,
    pool: true,
    maxConnections: 3,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  })
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail)
      return { response: String(info.response ?? '') }
    },
    close(force = false) {
      transporter.close({ force })
    },
  }
}
