import { describe, expect, it } from 'vitest'

import { confirmAlert } from '#app/sales/.server/alerts/confirm.ts'
import { subscribe } from '#app/sales/.server/alerts/subscribe.ts'
import { signedInCookie, staffTestFileContext } from '#tests/support/staff.ts'

import { action } from './alerts'

/*
 * The mailto unsubscribe, as an owner finishes it: the subject of the
 * buyer's e-mail pasted at /admin/alerts ends exactly the alerts of its
 * link's address, is audited, and answers the same whether or not anything
 * was still there to end.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const now = new Date('2026-03-03T09:00:00-05:00')

const post = (cookie: string, fields: Record<string, string>) =>
  new Request(`${site}/admin/alerts`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

type Args = Parameters<typeof action>[0]
const run = (request: Request) => action({ request, context, params: {} } as unknown as Args)
const pasted = async (subject: string) =>
  run(
    post(await signedInCookie(db, 'owner', context.settings), {
      intent: 'unsubscribe-mail',
      subject,
    }),
  )

/** A confirmed alert of an address, and the link secret its e-mails carry. */
async function confirmedAlert(email: string): Promise<string> {
  const options = { now, siteUrl: site, addressLimit: { limit: 10, windowMinutes: 60 } }
  await subscribe(db, { email, kind: 'search', filters: 'brand=denago' }, options)
  const mail = await db
    .selectFrom('outbox')
    .select('payload')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow()
  const confirm = /\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(mail.payload ?? '')?.[1] ?? ''
  const token = await confirmAlert(db, confirm, now)
  if (!token) throw new Error('the alert was not confirmed')
  return token
}

const alertsOf = (email: string) =>
  db.selectFrom('alert_subscriptions').select('id').where('email', '=', email).execute()

describe('/admin/alerts: the subject of an unsubscribe e-mail', () => {
  it('ends exactly the alerts of its address, audited, with the same answer the second time', async () => {
    const token = await confirmedAlert('leaving@example.com')
    await confirmedAlert('staying@example.com')
    const first = await pasted(`Re: Unsubscribe ${token}`)
    expect(first.init?.status ?? 200).toBe(200)
    expect(first.data).toEqual({ step: 'unsubscribed' })
    expect(await alertsOf('leaving@example.com')).toEqual([])
    expect(await alertsOf('staying@example.com')).toHaveLength(1)
    const again = await pasted(`Unsubscribe ${token}`)
    expect(again.data).toEqual(first.data)
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'after'])
      .where('action', '=', 'alerts.unsubscribe-mail')
      .orderBy('at')
      .orderBy('id')
      .execute()
    expect(audit.map((row) => JSON.parse(row.after ?? '{}') as { alerts: number })).toEqual([
      expect.objectContaining({ alerts: 1 }),
      { alerts: 0 },
    ])
    expect(audit.every((row) => row.entity === 'alert_address')).toBe(true)
    expect(JSON.stringify(audit)).not.toContain('leaving@example.com')
  })

  it.each(['', 'Unsubscribe', 'Unsubscribe from cart alerts', `Unsubscribe ${'x'.repeat(42)}`])(
    'refuses %j with a clear message, ending nothing',
    async (subject) => {
      const kept = `kept-${subject.length}@example.com`
      await confirmedAlert(kept)
      const refused = await pasted(subject)
      expect(refused.init?.status).toBe(400)
      expect(refused.data).toMatchObject({
        step: 'subject-refused',
        fields: { subject: expect.stringContaining('not the subject of an unsubscribe e-mail') },
      })
      expect(await alertsOf(kept)).toHaveLength(1)
    },
  )

  it('is for owners only', async () => {
    const token = await confirmedAlert('clerk-tried@example.com')
    const staff = await signedInCookie(db, 'staff', context.settings)
    await expect(
      run(post(staff, { intent: 'unsubscribe-mail', subject: `Unsubscribe ${token}` })),
    ).rejects.toMatchObject({ status: 403 })
    expect(await alertsOf('clerk-tried@example.com')).toHaveLength(1)
  })
})
