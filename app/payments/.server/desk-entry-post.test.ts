import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { eachTestDatabase } from '#tests/support/database.ts'

import { deskEntryPost } from './desk-entry-post'

/*
 * Staff's desk-entry form as its post is read, on both engines: dollars and
 * cents become integer cents on the server, a form sent twice (even at
 * once) records once, a refund above what was paid is refused with a clear
 * message, and every entry has its audit row.
 */

const db = eachTestDatabase()
const actor = { id: 'u-desk', email: 'sam@example.com', ip: '198.51.100.4' }
const subject = { type: 'reservation' as const, id: 'r-desk' }

const formOf = (fields: Record<string, string>) => {
  const form = new FormData()
  const all = {
    intent: 'desk-entry',
    kind: 'desk_payment',
    method: 'cash',
    purpose: 'rent',
    note: '',
    key: randomUUID(),
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) form.set(name, value)
  return form
}

async function post(fields: Record<string, string>) {
  const answer = await deskEntryPost(db(), formOf(fields), { actor, subject })
  return { status: answer.init?.status ?? 200, ...answer.data }
}

const rows = () =>
  db()
    .selectFrom('payments')
    .select(['kind', 'method', 'amount_cents', 'purpose', 'note', 'actor_user_id'])
    .orderBy('created_at')
    .execute()

describe('the desk-entry form', () => {
  it('records dollars and cents as integer cents, audited', async () => {
    const answer = await post({ amount: '$1,045.50', note: 'Cash at pick-up' })
    expect(answer).toMatchObject({
      status: 200,
      recorded: 'Recorded: $1,045.50 taken (cash, rent).',
    })
    expect(await rows()).toEqual([
      {
        kind: 'desk_payment',
        method: 'cash',
        amount_cents: 104_550,
        purpose: 'rent',
        note: 'Cash at pick-up',
        actor_user_id: 'u-desk',
      },
    ])
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_email']).execute()
    expect(audit).toEqual([{ action: 'payment.desk-payment', actor_email: 'sam@example.com' }])
  })

  it('sent twice, one after the other or at once, records once', async () => {
    const key = randomUUID()
    await post({ amount: '20', key })
    expect(await post({ amount: '20', key })).toMatchObject({
      status: 200,
      recorded: 'Already recorded: the form was sent twice, and the entry is listed once.',
    })
    const other = randomUUID()
    const both = await Promise.all([
      post({ amount: '30', key: other }),
      post({ amount: '30', key: other }),
    ])
    expect(both.map((answer) => answer.status)).toEqual([200, 200])
    expect((await rows()).map((row) => row.amount_cents)).toEqual([2_000, 3_000])
    expect(await db().selectFrom('audit_log').select('id').execute()).toHaveLength(2)
  })

  it('refuses what is not an amount with the field’s message, and records nothing', async () => {
    for (const amount of ['', '45.505', '-5', '0', 'ten'])
      expect(await post({ amount })).toMatchObject({
        status: 400,
        error: 'Enter dollars and cents, like 45 or 45.50.',
        problems: { amount: 'Enter dollars and cents, like 45 or 45.50.' },
        values: { amount },
      })
    expect(await post({ amount: '5', method: 'card_online' })).toMatchObject({
      status: 400,
      problems: { method: 'Choose cash, a check or a card on the desk’s terminal.' },
    })
    expect(await post({ amount: '5', key: 'not-a-key' })).toMatchObject({ status: 400 })
    // a rental's desk takes rent, fees or other money, not a service invoice
    expect(await post({ amount: '5', purpose: 'service' })).toMatchObject({
      status: 400,
      problems: { purpose: 'Choose what the money is for.' },
    })
    expect(await rows()).toEqual([])
  })

  it('takes other money on a service job, never its invoice or a rental’s rent', async () => {
    const job = { type: 'service_job' as const, id: 'j-desk' }
    const entry = (purpose: string) =>
      deskEntryPost(db(), formOf({ amount: '80', purpose }), { actor, subject: job })
    expect((await entry('rent')).init?.status).toBe(400)
    // the invoice is paid whole by its own button, so it cannot be paid twice by two paths
    expect((await entry('service')).init?.status).toBe(400)
    expect((await entry('other')).data).toMatchObject({
      recorded: 'Recorded: $80 taken (cash, other).',
    })
    expect(await rows()).toMatchObject([{ purpose: 'other', amount_cents: 8_000 }])
  })

  it('refuses a refund above what was paid, and takes one within it', async () => {
    expect(await post({ kind: 'desk_refund', amount: '1' })).toMatchObject({
      status: 400,
      problems: { amount: 'Nothing paid here is left to give back, so the desk cannot refund it.' },
    })
    await post({ amount: '100' })
    await post({ kind: 'desk_refund', amount: '54.50', method: 'check' })
    expect(await post({ kind: 'desk_refund', amount: '45.51' })).toMatchObject({
      status: 400,
      error: 'A desk refund gives back at most what was paid: $45.50 is left to give back.',
    })
    expect(await post({ kind: 'desk_refund', amount: '45.50' })).toMatchObject({
      status: 200,
      recorded: 'Recorded: $45.50 given back (cash, rent).',
    })
    expect((await rows()).map((row) => `${row.kind} ${row.amount_cents}`)).toEqual([
      'desk_payment 10000',
      'desk_refund 5450',
      'desk_refund 4550',
    ])
  })

  it('gives back what was paid once, when refunds are sent at once', async () => {
    await post({ amount: '80' })
    // every connection of the pool open first, so the refunds race rather than queue for one
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db()
          .transaction()
          .execute((trx) => trx.selectFrom('payments').select('id').execute()),
      ),
    )
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post({ kind: 'desk_refund', amount: '60' })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400])
    expect((await rows()).filter((row) => row.kind === 'desk_refund')).toHaveLength(1)
  })
})
