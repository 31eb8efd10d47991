import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import { jobPagePath } from '#app/service/service-paths.ts'

/*
 * The customer's e-mails about an estimate and an invoice, queued in the
 * outbox in the transaction of the change they announce; each links to the
 * job's own page, where the customer acts.
 */

type MailJob = Pick<ServiceJobRow, 'token' | 'email' | 'first_name' | 'cart_brand' | 'cart_model'>

const cartName = (job: MailJob) => `${job.cart_brand} ${job.cart_model}`.trim()

const signOff = `${business.name} service\n${phones.service.display} · ${emails.service}`

export function estimateMail(
  job: MailJob,
  estimate: { version: number; totalCents: number },
  siteUrl: string,
): WrittenMail {
  const link = `${siteUrl}${jobPagePath(job.token)}`
  const again = estimate.version > 1 ? ' It replaces the one we sent before.' : ''
  return {
    to: job.email,
    replyTo: emails.service,
    subject: `Your estimate for the ${cartName(job)}: ${formatCents(estimate.totalCents)}`,
    text: `Hello ${job.first_name},\n\nYour estimate for the ${cartName(job)} is ready: ${formatCents(estimate.totalCents)} with tax.${again} Read each line, then approve or decline it, with your name, on your job's page:\n\n${link}\n\nWe start the repair once you approve. Questions? Call us.\n\n${signOff}\n`,
  }
}

export function invoiceMail(
  job: MailJob,
  invoice: { totalCents: number },
  siteUrl: string,
): WrittenMail {
  const link = `${siteUrl}${jobPagePath(job.token)}`
  const due =
    invoice.totalCents > 0
      ? `The invoice is ${formatCents(invoice.totalCents)} with tax. Pay it online on your job's page, or at the showroom when you collect the cart:\n\n${link}`
      : `There is nothing to pay. Your job's page:\n\n${link}`
  return {
    to: job.email,
    replyTo: emails.service,
    subject: `Your ${cartName(job)} is ready${invoice.totalCents > 0 ? `: ${formatCents(invoice.totalCents)} due` : ''}`,
    text: `Hello ${job.first_name},\n\nYour ${cartName(job)} is ready.\n\n${due}\n\n${signOff}\n`,
  }
}

export function receiptMail(
  job: MailJob,
  payment: { amountCents: number; online: boolean },
  siteUrl: string,
): WrittenMail {
  return {
    to: job.email,
    replyTo: emails.service,
    subject: `Paid: ${formatCents(payment.amountCents)} for the service of your ${cartName(job)}`,
    text: `Hello ${job.first_name},\n\nThank you: we have your payment of ${formatCents(payment.amountCents)}${payment.online ? ' by card online' : ' at the showroom'} for the service of your ${cartName(job)}.\n\nYour job's page: ${siteUrl}${jobPagePath(job.token)}\n\n${signOff}\n`,
  }
}
