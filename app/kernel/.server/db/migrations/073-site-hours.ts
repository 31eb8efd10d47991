import type { Kysely, Migration } from 'kysely'

import { daysOf, weekKeys } from '#app/kernel/dealer/site-hours.ts'
import { hoursSeed } from '#app/site/content/hours-seed.ts'

import { columnType } from '../engine'
import { refreshPublicPagesOn } from './helpers'

// The dealer's hours as owners' data: one row per week and weekday, seeded
// with the hours the pages showed, and the dated closures and special hours.
// Both bump the counter cached public pages are checked against.
export const siteHours: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('hours_days')
      // showroom, service, delivery or storage
      .addColumn('week', columnType.text, (c) => c.notNull())
      // 0 Sunday … 6 Saturday, as Date#getDay
      .addColumn('weekday', columnType.integer, (c) => c.notNull())
      // "HH:MM" on the dealer's clock; both null on a closed day
      .addColumn('opens', columnType.text)
      .addColumn('closes', columnType.text)
      // 1: the pages start a new row at this day even when its hours equal the day before's
      .addColumn('own_row', columnType.boolean, (c) => c.notNull())
      .addColumn('updated_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('hours_days_pk', ['week', 'weekday'])
      .execute()
    await db.schema
      .createTable('hours_exceptions')
      .addColumn('id', columnType.id, (c) => c.primaryKey())
      // one week, or null for all of them
      .addColumn('week', columnType.text)
      // the dealer's calendar days, YYYY-MM-DD, both included
      .addColumn('starts_on', columnType.text, (c) => c.notNull())
      .addColumn('ends_on', columnType.text, (c) => c.notNull())
      // special hours; both null for a closure
      .addColumn('opens', columnType.text)
      .addColumn('closes', columnType.text)
      .addColumn('note', columnType.text, (c) => c.notNull())
      .addColumn('created_at', columnType.timestamp, (c) => c.notNull())
      .execute()
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    const now = new Date().toISOString()
    await db
      .insertInto('hours_days' as never)
      .values(
        weekKeys.flatMap((week) =>
          daysOf(hoursSeed[week]).map((day) => ({
            week,
            weekday: weekdays.indexOf(day.weekday),
            opens: day.open,
            closes: day.close,
            own_row: day.ownRow ? 1 : 0,
            updated_at: now,
          })),
        ),
      )
      .execute()
    for (const table of ['hours_days', 'hours_exceptions']) await refreshPublicPagesOn(db, table)
  },
}
