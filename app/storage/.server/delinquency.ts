import { sql } from 'kysely'

import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { addDays } from '#app/kernel/zoned-time.ts'

import {
  daysFrom,
  delinquencyRules,
  type DelinquencyStep,
  delinquencySteps,
  lateFeeCents,
  lateFeeGraceDays,
  stepsReached,
} from '../billing-rules'
import { delinquencyMail } from './billing-mail'
import { recordContractEvent } from './contract-history'

/*
 * An unpaid balance by the storage policy (record 076): the late fee added
 * once to an invoice unpaid 10 days after its due day (the guarded update
 * `late_fee_cents = 0`), and the delinquency steps of a contract's oldest
 * unpaid invoice, each step written once (its key is the invoice and the
 * step) and e-mailed with it. Paying the invoice takes it out of both: a
 * paid balance stops the steps.
 */

type Clock = { now: Date; today: string; siteUrl: string }

/** Adds the late fee to each invoice past its grace; counts the fees added. */
export async function addLateFees(db: DB, clock: Clock): Promise<number> {
  const lastDueWithoutFee = addDays(clock.today, -(lateFeeGraceDays + 1))
  const late = await db
    .selectFrom('storage_invoices')
    .select(['id', 'contract_id', 'month'])
    .where('paid_at', 'is', null)
    .where('late_fee_cents', '=', 0)
    .where('due_day', '<=', lastDueWithoutFee)
    .execute()
  let added = 0
  for (const invoice of late) {
    await withTransaction(db, async (trx) => {
      const fee = await trx
        .updateTable('storage_invoices')
        .set({
          late_fee_cents: lateFeeCents,
          total_cents: sql<number>`total_cents + ${lateFeeCents}`,
          late_fee_at: clock.now.toISOString(),
        })
        .where('id', '=', invoice.id)
        .where('late_fee_cents', '=', 0)
        .where('paid_at', 'is', null)
        .executeTakeFirst()
      if (!changedRow(fee)) return
      await recordContractEvent(trx, {
        contractId: invoice.contract_id,
        kind: 'late_fee',
        actor: null,
        at: clock.now.toISOString(),
        detail: { month: invoice.month, amountCents: lateFeeCents },
      })
      added += 1
    })
  }
  return added
}

/** The unpaid invoices due 30 days ago or more, oldest first: the first of each contract drives its steps. */
const oldestUnpaid = (db: DB, dueBy: string) =>
  db
    .selectFrom('storage_invoices')
    .select(['id', 'contract_id', 'due_day'])
    .where('paid_at', 'is', null)
    .where('due_day', '<=', dueBy)
    .orderBy('contract_id')
    .orderBy('due_day')
    .execute()

const balanceOf = async (db: DB, contractId: string) =>
  Number(
    (
      await db
        .selectFrom('storage_invoices')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('cents'))
        .where('contract_id', '=', contractId)
        .where('paid_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).cents,
  )

/**
 * Writes the steps each contract's oldest unpaid invoice has reached, once
 * each, and e-mails the highest one newly reached (a pass after a pause
 * does not send three letters at once). Counts the e-mails.
 */
export async function takeDelinquencySteps(db: DB, clock: Clock): Promise<number> {
  const firstStep = delinquencySteps[0]
  const rows = await oldestUnpaid(db, addDays(clock.today, -firstStep))
  const seen = new Set<string>()
  let mailed = 0
  for (const invoice of rows) {
    if (seen.has(invoice.contract_id)) continue
    seen.add(invoice.contract_id)
    const reached = stepsReached(invoice.due_day, clock.today)
    await withTransaction(db, async (trx) => {
      let newest: DelinquencyStep | undefined
      for (const step of reached) {
        const written = await trx
          .insertInto('storage_delinquency_steps')
          .values({
            invoice_id: invoice.id,
            contract_id: invoice.contract_id,
            step,
            reached_at: clock.now.toISOString(),
          })
          .onConflict((oc) => oc.columns(['invoice_id', 'step']).doNothing())
          .returning('step')
          .executeTakeFirst()
        if (written) newest = step
      }
      if (newest === undefined) return
      const contract = await trx
        .selectFrom('storage_contracts')
        .selectAll()
        .where('id', '=', invoice.contract_id)
        .executeTakeFirstOrThrow()
      const balance = await balanceOf(trx, contract.id)
      await recordContractEvent(trx, {
        contractId: contract.id,
        kind: 'delinquency',
        actor: null,
        at: clock.now.toISOString(),
        detail: { step: newest, balanceCents: balance, happens: delinquencyRules[newest].happens },
      })
      await queueWrittenMail(
        trx,
        delinquencyMail(contract, newest, balance, clock.siteUrl),
        clock.now,
        'renter',
      )
      mailed += 1
    })
  }
  return mailed
}

export type DelinquentContract = {
  contractId: string
  name: string
  email: string
  showroom: string
  oldestDue: string
  daysLate: number
  balanceCents: number
  step: DelinquencyStep
  happens: string
  next: string
}

/** The staff's delinquency list: each contract 30 days or more behind, longest first, with the policy's next step. */
export async function delinquencyList(db: DB, today: string): Promise<DelinquentContract[]> {
  const rows = await db
    .selectFrom('storage_invoices as i')
    .innerJoin('storage_contracts as c', 'c.id', 'i.contract_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.showroom',
      (eb) => eb.fn.min<string>('i.due_day').as('oldest_due'),
      (eb) => eb.fn.sum<number>('i.total_cents').as('balance'),
    ])
    .where('i.paid_at', 'is', null)
    .groupBy(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.showroom'])
    .having((eb) => eb.fn.min('i.due_day'), '<=', addDays(today, -delinquencySteps[0]))
    .execute()
  return rows
    .map((row) => {
      const reached = stepsReached(row.oldest_due, today)
      const step = reached[reached.length - 1] ?? delinquencySteps[0]
      return {
        contractId: row.id,
        name: `${row.first_name} ${row.last_name}`,
        email: row.email,
        showroom: row.showroom,
        oldestDue: row.oldest_due,
        daysLate: daysFrom(row.oldest_due, today),
        balanceCents: Number(row.balance),
        step,
        ...delinquencyRules[step],
      }
    })
    .sort((a, b) => b.daysLate - a.daysLate)
}
