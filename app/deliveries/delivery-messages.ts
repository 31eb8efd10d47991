import { phones } from '#app/kernel/dealer/business.ts'
import { shortClockText } from '#app/kernel/dealer/business-hours.ts'
import { formatCents } from '#app/kernel/format.ts'
import { deliveryRules } from '#app/site/content/delivery.ts'

import type { WindowRefusal } from './delivery-windows.ts'

/** Why a job could not take a window: the window's own reasons, a full one, the town, the path. */
export type DeliveryRefusal = WindowRefusal | 'full' | 'town' | 'access' | 'no-window'

const { access, rush, sameDayCancellationFee } = deliveryRules

/** What the customer reads, one sentence that says what to do. */
export function deliveryRefusalMessage(reason: DeliveryRefusal): string {
  switch (reason) {
    case 'full':
      return 'That delivery window is full: every truck is taken. Choose another window.'
    case 'passed':
      return 'That delivery window has passed. Choose a later one.'
    case 'too-far':
      return `That day is too far ahead to book. Choose an earlier one, or call us at ${phones.main.display}.`
    case 'closed':
      return 'We do not deliver that day. Choose another day.'
    case 'outside-hours':
      return 'That time is outside our delivery hours. Choose one of the windows offered.'
    case 'too-early':
      return 'The cart cannot be delivered that early. Choose a day from the first one offered.'
    case 'too-late':
      return `Same-day delivery must be ordered before ${shortClockText(rush.orderBefore)}. Choose a window from tomorrow.`
    case 'town':
      return `We do not deliver to that town. Choose a town from the list, or call us at ${phones.main.display}.`
    case 'access':
      return `Confirm the path to where the cart goes is at least ${access.minPathWidthFt} ft wide with ${access.minHeightClearanceFt} ft of clearance, and say where to leave it.`
    case 'no-window':
      return 'Choose a delivery window.'
  }
}

/** What the customer reads when the day has come: a move on the day is made by phone; cancelling costs the policy's fee. */
export const onTheDayMessage = `Changes on the day itself are made by phone at ${phones.main.display}; cancelling on the day costs ${formatCents(sameDayCancellationFee * 100)}.`

/** The box the customer ticks to cancel on the day. */
export const sameDayFeeConsent = `I accept the ${formatCents(sameDayCancellationFee * 100)} same-day cancellation fee`

/** What the customer reads once the window has started: the truck is coming, it is too late to cancel. */
export const windowStartedMessage = `Your window has started: it can no longer be cancelled here. Call us at ${phones.main.display}.`

/** Staff read this when they mark a missed appointment before its window. */
export const missedTooEarlyMessage =
  'A missed appointment is marked once its window has begun: the stop is still ahead.'
