import { audited, auditedChange, type ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import { deleteAudited } from '#app/kernel/.server/audit/audited-delete.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { weekdays } from '#app/kernel/dealer/business-hours.ts'
import type { ExceptionInput, WeekInput } from '#app/site/hours-form.ts'

type Who = ChangedBy

const dayText = (open: string | null, close: string | null) =>
  open && close ? `${open}-${close}` : 'closed'

/**
 * An owner sets a week's hours, day by day; the days that change and their
 * audit row commit together (an unchanged week writes nothing).
 */
export async function saveWeek(db: DB, input: WeekInput, who: Who): Promise<boolean> {
  const now = who.now ?? new Date()
  return auditedChange(db, { ...who, now }, async (trx) => {
    const stored = await trx
      .selectFrom('hours_days')
      .selectAll()
      .where('week', '=', input.week)
      .execute()
    const before: Record<string, string> = {}
    const after: Record<string, string> = {}
    for (const day of input.days) {
      const weekday = weekdays.indexOf(day.weekday)
      const row = stored.find((r) => r.weekday === weekday)
      if (row && row.opens === day.open && row.closes === day.close) continue
      before[day.weekday] = row ? dayText(row.opens, row.closes) : 'none'
      after[day.weekday] = dayText(day.open, day.close)
      await trx
        .insertInto('hours_days')
        .values({
          week: input.week,
          weekday,
          opens: day.open,
          closes: day.close,
          own_row: 0,
          updated_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .columns(['week', 'weekday'])
            .doUpdateSet({ opens: day.open, closes: day.close, updated_at: now.toISOString() }),
        )
        .execute()
    }
    if (Object.keys(after).length === 0) return false
    return audited(true, {
      action: 'hours.week',
      entity: 'hours_week',
      entityId: input.week,
      before,
      after,
    })
  })
}

/** An owner adds a closure or special hours; the row and its audit row commit together. */
export async function addException(db: DB, input: ExceptionInput, who: Who): Promise<string> {
  const now = who.now ?? new Date()
  const id = crypto.randomUUID()
  const row = {
    id,
    week: input.week,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    opens: input.open,
    closes: input.close,
    note: input.note,
  }
  await auditedChange(db, { ...who, now }, async (trx) => {
    await trx
      .insertInto('hours_exceptions')
      .values({ ...row, created_at: now.toISOString() })
      .execute()
    return audited(id, {
      action: 'hours.exception-add',
      entity: 'hours_exception',
      entityId: id,
      after: row,
    })
  })
  return id
}

/** An owner removes a closure or special hours; false when it was already gone. */
export function removeException(db: DB, id: string, who: Who): Promise<boolean> {
  const audit = { action: 'hours.exception-remove', entity: 'hours_exception' }
  return deleteAudited(db, 'hours_exceptions', id, audit, who)
}
