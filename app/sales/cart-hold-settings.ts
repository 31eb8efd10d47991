import { z } from 'zod'

import { maxExtendDays, maxHoldDays, maxHoldDepositDollars, minHoldDays } from './cart-hold'

/*
 * The back office's forms about holds: the owners' deposit and length of a
 * hold (/admin/settings), and the days staff add to one (the cart's page).
 */

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message)

export const holdDepositMessage = `Enter whole dollars from 0 (no holds) to ${maxHoldDepositDollars}.`
export const holdDaysMessage = `Enter a number of days from ${minHoldDays} to ${maxHoldDays}.`
export const extendDaysMessage = `Enter a number of days from 1 to ${maxExtendDays}.`

/** The deposit, typed in whole dollars, kept in cents. */
export const holdDepositSchema = z.object({
  holdDepositDollars: whole(holdDepositMessage, 0, maxHoldDepositDollars).transform(
    (dollars) => dollars * 100,
  ),
})
export const holdDaysSchema = z.object({
  holdDays: whole(holdDaysMessage, minHoldDays, maxHoldDays),
})
export const extendDaysSchema = z.object({ days: whole(extendDaysMessage, 1, maxExtendDays) })
