import type { OfferedDay } from '#app/deliveries/delivery-windows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { showrooms } from '#app/kernel/dealer/locations.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import { servedTown, servedTownNames } from '#app/service/.server/served-towns.ts'

import {
  maxDaysAhead,
  storageDraft,
  type StorageFieldErrors,
  type StorageValues,
} from '../booking-form.ts'
import type { Charges } from '../storage-charges.ts'
import { isPackage, nextSeason, seasonText, type StorageOffers } from '../storage-offers.ts'
import { storageKinds, storagePlans } from '../storage-plans.ts'
import { pickupDays, type TripDays } from '../storage-trips.ts'
import { loadStorageOffers } from './offers.ts'
import { pickupFeeCents, storageQuote } from './quote.ts'
import { tripWindows } from './trips.ts'

/** What the booking page shows: the offers, the form's values and messages, the total. */
export type StorageBookPage = {
  offers: StorageOffers
  /** each package's next season open to start, in words and its first day */
  seasons: Record<'winter' | 'summer', { text: string; first: string; lastStart: string }>
  today: string
  lastDay: string
  showrooms: { id: string; name: string; address: string }[]
  townNames: string[]
  values: StorageValues
  errors: StorageFieldErrors
  error?: string
  /** the total for the values as they stand */
  quote: {
    plan: StorageValues['plan']
    charges: Charges
    oneOff?: Charges
    endDay: string | null
    /** a pickup's town served, with its fee; or the town typed is not served */
    town: { name: string } | { unknown: string } | null
  }
  online: boolean
  /** a pickup to a town served from a start date: the windows free on its days, and its fee */
  pickup?: { days: OfferedDay[]; range: TripDays; distanceCents: number }
}

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.find((item) => item === value) ?? fallback

/** The booking page for the values posted (a refusal, a total asked for) or the defaults. */
export async function storageBookPage(
  db: DB,
  now: Date,
  online: boolean,
  posted?: { form: Record<string, unknown>; errors?: StorageFieldErrors; error?: string },
): Promise<StorageBookPage> {
  const today = calendarDay(now, business.timeZone)
  const offers = await loadStorageOffers(db)
  const seasonOf = (plan: 'winter' | 'summer') => {
    const season = nextSeason(offers[plan], today)
    return {
      text: seasonText(offers[plan]),
      first: season.first < today ? today : season.first,
      lastStart: season.lastStart,
    }
  }
  const seasons = { winter: seasonOf('winter'), summer: seasonOf('summer') }
  const values = storageDraft(
    posted?.form ?? {
      kind: 'indoor',
      plan: 'winter',
      showroom: showrooms[0]?.id ?? '',
      startDay: seasons.winter.first,
      battery: 'unknown',
      handover: 'drop_off',
    },
  )
  const kind = pick(storageKinds, values.kind, 'indoor')
  const plan = pick(storagePlans, values.plan, 'winter')
  const typedTown = values.town.trim()
  const pickup = values.handover === 'pickup' && typedTown !== ''
  const town = pickup ? servedTown(typedTown) : undefined
  const startDay = /^\d{4}-\d{2}-\d{2}$/.test(values.startDay) ? values.startDay : null
  const range = town && startDay && startDay >= today ? pickupDays(startDay) : undefined
  const quote = storageQuote(
    offers,
    {
      kind,
      plan,
      startDay,
      today,
      maintenance: values.maintenance === 'yes',
      preparation: isPackage(plan) && values.preparation === 'yes',
      town: town ?? null,
    },
    await readSetting(db, salesTaxRate),
  )
  return {
    offers,
    seasons,
    today,
    lastDay: addDays(today, maxDaysAhead),
    showrooms: showrooms.map((s) => ({
      id: s.id,
      name: s.name,
      address: `${s.street ?? ''}, ${s.city}`,
    })),
    townNames: servedTownNames,
    values,
    errors: posted?.errors ?? {},
    ...(posted?.error ? { error: posted.error } : {}),
    quote: {
      plan,
      charges: quote.charges,
      ...(quote.oneOff && quote.oneOff.totalCents > 0 ? { oneOff: quote.oneOff } : {}),
      endDay: quote.endDay,
      town: !pickup ? null : town ? { name: town.name } : { unknown: typedTown },
    },
    online,
    ...(town && range
      ? {
          pickup: {
            days: await tripWindows(db, {
              kind: 'storage_pickup',
              town: town.slug,
              days: range,
              now,
            }),
            range,
            distanceCents: pickupFeeCents(town),
          },
        }
      : {}),
  }
}
