import type { DB } from '#app/kernel/.server/db/connection.ts'
import { bounded, readSetting, type Setting } from '#app/kernel/.server/settings/app-settings.ts'
import {
  defaultHoldDays,
  defaultHoldDepositCents,
  maxHoldDays,
  maxHoldDepositDollars,
  minHoldDays,
} from '#app/sales/cart-hold.ts'

/** The refundable deposit that holds a cart, in cents: the owners' setting; 0 turns holds off. */
export const holdDeposit: Setting<number> = {
  key: 'sales.cart_hold_deposit_cents',
  read: bounded(0, maxHoldDepositDollars * 100, defaultHoldDepositCents),
  write: String,
  action: 'settings.cart-hold-deposit',
  field: 'cents',
}

/** How many days a paid hold lasts before it lapses and is refunded: the owners' setting. */
export const holdDays: Setting<number> = {
  key: 'sales.cart_hold_days',
  read: bounded(minHoldDays, maxHoldDays, defaultHoldDays),
  write: String,
  action: 'settings.cart-hold-days',
  field: 'days',
}

export type HoldTerms = { depositCents: number; days: number }

export async function holdTerms(db: DB): Promise<HoldTerms> {
  return { depositCents: await readSetting(db, holdDeposit), days: await readSetting(db, holdDays) }
}
