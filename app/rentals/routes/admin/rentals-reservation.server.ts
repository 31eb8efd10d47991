import { data } from 'react-router'
import type Stripe from 'stripe'

import { answerChange, type FormAnswer } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { formText } from '#app/kernel/admin-page.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { instantInZone } from '#app/kernel/zoned-time.ts'
import type { OnlinePayments } from '#app/payments/.server/stripe-client.ts'
import { cancelReservation } from '#app/rentals/.server/cancel.ts'
import { changeReservation } from '#app/rentals/.server/change.ts'
import { holdAgainAudited, holdAtCheckOut } from '#app/rentals/.server/deposit-desk.ts'
import { checkIn, checkOut } from '#app/rentals/.server/desk.ts'
import { type PreparedPhoto, preparePhotos } from '#app/rentals/.server/handover-photos.ts'
import { markNoShow } from '#app/rentals/.server/no-show.ts'
import {
  confirmReservation,
  declineReservation,
  type StaffAction,
  type StaffActionResult,
} from '#app/rentals/.server/staff-actions.ts'
import type { CartType } from '#app/rentals/content/rentals.ts'
import { parseCheckin, parseCheckout, type Parsed } from '#app/rentals/rental-desk-form.ts'

/*
 * The reservation page's intents, one function each: what the form says,
 * checked, handed to the rentals module, and its outcome as the page shows it.
 */

export const missingReservation = 'There is no such reservation.'

const done = {
  confirm: 'Confirmed; the renter’s e-mail with the calendar entry is on its way.',
  decline: 'Declined; the renter is told why.',
  change: 'Changed; the renter is e-mailed the new details.',
  cancel: 'Cancelled; the renter is told.',
  'check-out': 'Handed over: the cart is out with the renter.',
  'check-in': 'Checked in; the final statement is stored and e-mailed to the renter.',
  'no-show': 'Marked a no-show; the renter is told and the cart is free again.',
  'hold-deposit-again': 'The deposit is held on the card again; the old hold is let go.',
} as const

type Intent = keyof typeof done

/** An action's outcome as the page shows it; a conflict is a 409 like the lead page's. */
const answer = (form: Intent, result: StaffActionResult) =>
  answerChange(form, result, { done: done[form], missing: missingReservation })

const refused = (message: string) => ({ ok: false, reason: 'invalid', message }) as const

/**
 * The reservation at the version the page showed, and who acts; undefined
 * when the version is not a whole number (none of this page's forms sends that).
 */
export function reservationAction(
  form: FormData,
  {
    id,
    actor,
    siteUrl,
    stripe,
  }: { id: string; actor: Actor; siteUrl: string; stripe?: Stripe | undefined },
): StaffAction | undefined {
  const version = Number(formText(form, 'version'))
  if (!Number.isSafeInteger(version)) return undefined
  return { id, version, actor, now: new Date(), siteUrl, stripe }
}

/** A version the page's forms did not send: answered as if someone else had changed it. */
export const staleVersion = () =>
  data<FormAnswer>({ form: 'other', error: changedMeanwhileMessage }, { status: 409 })

export async function confirm(db: DB, base: StaffAction) {
  return answer('confirm', await confirmReservation(db, base))
}

export async function decline(db: DB, base: StaffAction, form: FormData) {
  return answer(
    'decline',
    await declineReservation(db, { ...base, reason: formText(form, 'reason') }),
  )
}

export async function change(db: DB, base: StaffAction, form: FormData) {
  const start = instantInZone(formText(form, 'start'), business.timeZone)
  const end = instantInZone(formText(form, 'end'), business.timeZone)
  if (!start || !end) {
    return answer('change', refused('Give the start and the end as a date and a time.'))
  }
  return answer(
    'change',
    await changeReservation(db, {
      ...base,
      start,
      end,
      cartType: formText(form, 'cartType') as CartType,
      cartId: formText(form, 'cartId') || null,
    }),
  )
}

/** A desk form's fields and photos, read and checked; a problem is the form's 400. */
async function deskInput<T>(
  form: FormData,
  parse: (field: (name: string) => string, all: (name: string) => string[]) => Parsed<T>,
): Promise<{ ok: true; value: T; photos: PreparedPhoto[] } | { ok: false; message: string }> {
  const parsed = parse(
    (name) => formText(form, name),
    (name) => form.getAll(name).filter((value) => typeof value === 'string'),
  )
  if (!parsed.ok) return parsed
  const files = form.getAll('photos').filter((value) => value instanceof File)
  const photos = await preparePhotos(files)
  if (!photos.ok) return photos
  return { ok: true, value: parsed.value, photos: photos.photos }
}

/** Hands the cart over; with online payment on, the deposit is held on the renter's saved card first when it can be. */
export async function handOver(
  db: DB,
  base: StaffAction,
  form: FormData,
  online: OnlinePayments | undefined,
) {
  // Stripe out of reach: the desk takes the deposit in person, as without online payment
  const depositHeld = online ? await holdAtCheckOut(db, online, base).catch(() => false) : false
  const input = await deskInput(form, (field) => parseCheckout(field, { depositHeld }))
  if (!input.ok) return answer('check-out', refused(input.message))
  return answer(
    'check-out',
    await checkOut(db, { ...base, checkout: input.value, photos: input.photos, depositHeld }),
  )
}

export async function takeBack(
  db: DB,
  base: StaffAction,
  form: FormData,
  online: OnlinePayments | undefined,
) {
  const input = await deskInput(form, parseCheckin)
  if (!input.ok) return answer('check-in', refused(input.message))
  return answer(
    'check-in',
    await checkIn(db, {
      ...base,
      checkin: input.value,
      photos: input.photos,
      ...(online ? { online } : {}),
    }),
  )
}

/** A deposit hold about to lapse, held on the card again. */
export async function holdAgain(db: DB, base: StaffAction, online: OnlinePayments | undefined) {
  if (!online) {
    return answer(
      'hold-deposit-again',
      refused('Online payment is off; take the deposit at the desk.'),
    )
  }
  return answer('hold-deposit-again', await holdAgainAudited(db, online, base))
}

export async function noShow(db: DB, base: StaffAction) {
  return answer('no-show', await markNoShow(db, base))
}

/** A cancellation's outcome in the words of the other staff actions. */
const cancelOutcome = {
  ok: { ok: true },
  'not-found': { ok: false, reason: 'not-found' },
  changed: { ok: false, reason: 'conflict', message: changedMeanwhileMessage },
  'not-active': { ok: false, reason: 'invalid', message: 'This reservation is no longer active.' },
  busy: {
    ok: false,
    reason: 'conflict',
    message:
      'The rent is being taken from the card right now. Try again in a few minutes, once the payment shows as done.',
  },
  over: {
    ok: false,
    reason: 'invalid',
    message: 'That refund is more than what was taken from the card; nothing was changed.',
  },
} as const

export async function cancel(db: DB, base: StaffAction, form: FormData) {
  const reason = formText(form, 'reason').trim()
  if (!reason || reason.length > 1000) {
    return answer('cancel', refused('Say why, in under 1000 characters; the renter reads it.'))
  }
  const result = await cancelReservation(db, {
    id: base.id,
    version: base.version,
    by: {
      kind: 'staff',
      actor: base.actor,
      reason,
      fullRefund: formText(form, 'refund') === 'full',
    },
    now: base.now,
    siteUrl: base.siteUrl,
    stripe: base.stripe,
  })
  return answer('cancel', cancelOutcome[result.ok ? 'ok' : result.reason])
}
