import type { DeliveryJobRow } from '#app/kernel/.server/db/schema.ts'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import { type JobFeeKind, jobFeeLabels } from '../delivery-fees.ts'
import { kindLabels } from '../delivery-kinds.ts'
import { deliveryPagePath } from '../delivery-paths.ts'

/**
 * The customer's e-mail about a fee: made and charged to the saved card
 * (`charging`), made and to pay (`due`), or the card refused (`refused`);
 * the last two link the delivery page, where it is paid online.
 */
export function feeMail(
  job: DeliveryJobRow,
  fee: { kind: JobFeeKind; cents: number },
  state: 'charging' | 'due' | 'refused',
  siteUrl: string,
) {
  const amount = formatCents(fee.cents)
  const when = `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`
  const what =
    fee.kind === 'missed_appointment'
      ? `We came for your ${kindLabels[job.kind].toLowerCase()} at ${job.address} in your window ${when}, and no one was there to meet us. By our delivery policy a missed appointment costs ${amount}.`
      : `Your ${kindLabels[job.kind].toLowerCase()} of ${when} is cancelled. By our delivery policy a cancellation on the day costs ${amount}.`
  const how =
    state === 'charging'
      ? `We charge the ${amount} to the card you saved with us.`
      : state === 'refused'
        ? `Your saved card was refused for the ${jobFeeLabels[fee.kind].toLowerCase()} fee of ${amount}. Please pay it online on your delivery page, or at the showroom:`
        : `Please pay the ${amount} online on your delivery page, or at the showroom:`
  const page = `${siteUrl}${deliveryPagePath(job.token)}`
  return {
    to: job.email,
    subject:
      state === 'refused'
        ? `Your card was refused: ${jobFeeLabels[fee.kind].toLowerCase()} fee ${amount}`
        : `${jobFeeLabels[fee.kind]} fee: ${amount}`,
    text: [
      `Hello ${job.customer_name},`,
      '',
      what,
      '',
      how,
      ...(state === 'charging' ? [] : [`Pay ${amount} online: ${page}`]),
      '',
      `Your delivery: ${page}`,
      `Questions: ${phones.main.display}`,
      '',
      business.name,
      '',
    ].join('\n'),
  }
}
