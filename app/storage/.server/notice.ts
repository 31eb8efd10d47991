import type { ChangeResult } from '#app/kernel/.server/action-result.ts'
import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { longDayYearText } from '#app/kernel/dealer-clock.ts'
import { addDays, calendarDay } from '#app/kernel/zoned-time.ts'

import { noticeDays, packageEndingDays } from '../billing-rules'
import { noticeMail, packageEndingMail } from './billing-mail'
import { recordContractEvent } from './contract-history'

/*
 * Ending storage (record 076). Notice on a monthly contract sets its last
 * day 30 days on: billing stops there (the last month is invoiced for its
 * days up to it) and the space is free from the day after, since a contract
 * holds its space only up to its end day. One guarded update gives it once,
 * whether the customer's page or staff ask. The billing pass ends each
 * contract whose last day has passed, and e-mails a package's customer 14
 * days before the package ends.
 */

export type NoticeResult =
  | { ok: true; endDay: string }
  | { ok: false; reason: 'not-found' | 'conflict' | 'invalid'; message: string }

async function giveNotice(
  trx: DB,
  contract: StorageContractRow,
  actor: { id: string; email: string } | null,
  now: Date,
  siteUrl: string,
): Promise<NoticeResult> {
  if (contract.plan !== 'monthly' || contract.status !== 'active')
    return {
      ok: false,
      reason: 'invalid',
      message: 'Notice is given on active monthly storage only: a package runs to its end.',
    }
  const endDay = addDays(calendarDay(now, business.timeZone), noticeDays)
  const given = await trx
    .updateTable('storage_contracts')
    .set({ notice_given_at: now.toISOString(), end_day: endDay, updated_at: now.toISOString() })
    .where('id', '=', contract.id)
    .where('notice_given_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst()
  if (!changedRow(given)) {
    const ends = await trx
      .selectFrom('storage_contracts')
      .select('end_day')
      .where('id', '=', contract.id)
      .executeTakeFirst()
    return {
      ok: false,
      reason: 'conflict',
      message: ends?.end_day
        ? `Notice was given already: storage ends on ${longDayYearText(ends.end_day)}.`
        : 'The contract changed meanwhile: reload the page.',
    }
  }
  await recordContractEvent(trx, {
    contractId: contract.id,
    kind: 'notice',
    actor,
    at: now.toISOString(),
    detail: { endDay },
  })
  await queueWrittenMail(trx, noticeMail(contract, endDay, siteUrl), now, 'renter')
  return { ok: true, endDay }
}

/** The customer gives notice on the contract's page. */
export function noticeByCustomer(
  db: DB,
  token: string,
  input: { siteUrl: string; now?: Date },
): Promise<NoticeResult> {
  const now = input.now ?? new Date()
  return withTransaction(db, async (trx) => {
    const contract = await trx
      .selectFrom('storage_contracts')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst()
    if (!contract) return { ok: false, reason: 'not-found', message: 'No such contract.' }
    return giveNotice(trx, contract, null, now, input.siteUrl)
  })
}

/** Staff record the customer's notice (given by phone or in writing); audited. */
export function noticeByStaff(
  db: DB,
  contractId: string,
  input: { actor: Actor; siteUrl: string; now?: Date },
): Promise<ChangeResult> {
  const now = input.now ?? new Date()
  return auditedChange(db, { actor: input.actor, ip: input.actor.ip, now }, async (trx) => {
    const contract = await trx
      .selectFrom('storage_contracts')
      .selectAll()
      .where('id', '=', contractId)
      .executeTakeFirst()
    if (!contract) return { ok: false, reason: 'not-found' } as const
    const result = await giveNotice(trx, contract, input.actor, now, input.siteUrl)
    if (!result.ok) {
      if (result.reason === 'not-found') return { ok: false, reason: 'not-found' } as const
      return { ok: false, reason: result.reason, message: result.message } as const
    }
    return audited({ ok: true } as const, {
      action: 'storage-contract.notice',
      entity: 'storage_contract',
      entityId: contractId,
      before: { endDay: contract.end_day },
      after: { endDay: result.endDay },
    })
  })
}

/** Ends each active contract whose last day has passed; counts them. */
export async function endFinishedContracts(db: DB, now: Date, today: string): Promise<number> {
  const finished = await db
    .selectFrom('storage_contracts')
    .select('id')
    .where('status', '=', 'active')
    .where('end_day', '<', today)
    .execute()
  let ended = 0
  for (const { id } of finished) {
    await withTransaction(db, async (trx) => {
      const done = await trx
        .updateTable('storage_contracts')
        .set({ status: 'ended', ended_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst()
      if (!changedRow(done)) return
      await recordContractEvent(trx, {
        contractId: id,
        kind: 'ended',
        actor: null,
        at: now.toISOString(),
      })
      ended += 1
    })
  }
  return ended
}

/** E-mails each package's customer, once, when the package ends within 14 days. */
export async function mailPackagesEnding(
  db: DB,
  clock: { now: Date; today: string; siteUrl: string },
): Promise<number> {
  const ending = await db
    .selectFrom('storage_contracts')
    .selectAll()
    .where('status', '=', 'active')
    .where('plan', 'in', ['winter', 'summer'])
    .where('end_day', '>=', clock.today)
    .where('end_day', '<=', addDays(clock.today, packageEndingDays))
    .execute()
  let mailed = 0
  for (const contract of ending) {
    const endDay = contract.end_day
    if (!endDay) continue
    await withTransaction(db, async (trx) => {
      const once = await trx
        .insertInto('storage_contract_once')
        .values({ contract_id: contract.id, what: 'package-ending', at: clock.now.toISOString() })
        .onConflict((oc) => oc.columns(['contract_id', 'what']).doNothing())
        .returning('what')
        .executeTakeFirst()
      if (!once) return
      await queueWrittenMail(
        trx,
        packageEndingMail(contract, endDay, clock.siteUrl),
        clock.now,
        'renter',
      )
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'e-mailed',
        actor: null,
        at: clock.now.toISOString(),
        detail: { about: 'package ending', endDay },
      })
      mailed += 1
    })
  }
  return mailed
}
