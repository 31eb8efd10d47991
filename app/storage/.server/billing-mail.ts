import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import type { WrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { longDayYearText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import {
  delinquencyRules,
  type DelinquencyStep,
  lateFeeCents,
  lateFeeGraceDays,
} from '../billing-rules'
import { contractPagePath } from '../storage-paths'

/*
 * The customer's e-mails about storage billing, queued in the outbox in the
 * transaction of the change they announce; each links to the contract's
 * page, where the customer pays, reads the invoices or gives notice.
 */

type MailContract = Pick<
  StorageContractRow,
  'token' | 'email' | 'first_name' | 'cart_brand' | 'cart_model'
>

const cartName = (contract: MailContract) => `${contract.cart_brand} ${contract.cart_model}`.trim()

const signOff = `${business.name} storage\n${phones.main.display} · ${emails.info}`

const pageOf = (contract: MailContract, siteUrl: string) =>
  `${siteUrl}${contractPagePath(contract.token)}`

/** The saved card was refused: the link to pay the month on Stripe's page. */
export function paymentLinkMail(
  contract: MailContract,
  invoice: { month: string; totalCents: number; dueDay: string },
  siteUrl: string,
): WrittenMail {
  return {
    to: contract.email,
    replyTo: emails.info,
    subject: `Your storage payment for ${monthYearText(invoice.month)} did not go through`,
    text: `Hello ${contract.first_name},\n\nWe could not charge your saved card ${formatCents(invoice.totalCents)} for storing your ${cartName(contract)} in ${monthYearText(invoice.month)} (due ${longDayYearText(invoice.dueDay)}). Please pay it online here:\n\n${pageOf(contract, siteUrl)}\n\nA late fee of ${formatCents(lateFeeCents)} applies to any payment not received within ${lateFeeGraceDays} days of its due date.\n\n${signOff}\n`,
  }
}

/** A delinquency step reached: what happens now and what comes next, by the policy. */
export function delinquencyMail(
  contract: MailContract,
  step: DelinquencyStep,
  balanceCents: number,
  siteUrl: string,
): WrittenMail {
  const rule = delinquencyRules[step]
  return {
    to: contract.email,
    replyTo: emails.info,
    subject: rule.subject,
    text: `Hello ${contract.first_name},\n\nThe storage of your ${cartName(contract)} is ${step} days past due: ${formatCents(balanceCents)} is owed.\n\n${rule.happens}\n${rule.next}\n\nPay the balance online to stop these steps:\n\n${pageOf(contract, siteUrl)}\n\nIf you are having trouble paying, call ${phones.main.display} and we will discuss a payment plan.\n\n${signOff}\n`,
  }
}

/** Notice given: the last day, the last month's bill, and when the space is let go. */
export function noticeMail(contract: MailContract, endDay: string, siteUrl: string): WrittenMail {
  return {
    to: contract.email,
    replyTo: emails.info,
    subject: `Your storage ends on ${longDayYearText(endDay)}`,
    text: `Hello ${contract.first_name},\n\nWe have your 30 days' notice. Storage of your ${cartName(contract)} ends on ${longDayYearText(endDay)}: the last month is billed for its days up to then, and nothing after. Please collect the cart by that day; it is released once all charges are paid.\n\n${pageOf(contract, siteUrl)}\n\n${signOff}\n`,
  }
}

/** A package ending soon: arrange pickup or renewal. */
export function packageEndingMail(
  contract: MailContract,
  endDay: string,
  siteUrl: string,
): WrittenMail {
  return {
    to: contract.email,
    replyTo: emails.info,
    subject: `Your storage package ends on ${longDayYearText(endDay)}`,
    text: `Hello ${contract.first_name},\n\nYour storage package for the ${cartName(contract)} ends on ${longDayYearText(endDay)}. Please call ${phones.main.display} or reply to this e-mail to arrange collecting the cart, having it brought home, or storing it on.\n\n${pageOf(contract, siteUrl)}\n\n${signOff}\n`,
  }
}
