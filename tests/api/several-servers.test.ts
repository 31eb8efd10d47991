import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrationNames } from '#app/kernel/.server/db/migrations.ts'
import { seedVehicles } from '#app/kernel/.server/db/seed-data.ts'
import { freeAttempts } from '#app/staff/.server/guessing-limits.ts'
import { invitePath } from '#tests/support/admin.ts'
import { burst, mostChecks, times } from '#tests/support/bursts.ts'
import {
  answeredIds,
  loadMail,
  loadVisitor,
  sleep,
  until,
  validContact,
} from '#tests/support/contact.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { type ReceivedMail, startSmtp, type TestSmtp } from '#tests/support/smtp.ts'

/*
 * Several server processes on one PostgreSQL database behind a load balancer
 * (run by the postgres test project only):
 * started together, they migrate and seed once; contact messages posted to
 * any of them are stored and mailed exactly once, through a mail-server
 * outage; one client's rate limit holds whichever server it reaches; and
 * simultaneous sign-in guesses spread over the servers get no more checks
 * than on one.
 */

const total = 300
const limit = 5
const instances = 3

let smtp: TestSmtp
let database: TestDatabase
let servers: TestServer[] = []

beforeAll(async () => {
  smtp = await startSmtp({ running: false })
  database = await createTestDatabase()
  const env = {
    SMTP_URL: smtp.url,
    LEAD_ADF_TO: 'leads@crm.example',
    // behind the load balancer: the client address comes from X-Forwarded-For
    TRUST_PROXY: 'true',
    CONTACT_RATE_LIMIT: String(limit),
    CONTACT_RATE_WINDOW_MINUTES: '10',
    DATABASE_POOL_SIZE: '10',
    ...loadMail,
  }
  // at the same moment, on a database no server has migrated yet
  servers = await Promise.all(Array.from({ length: instances }, () => startServer(env, database)))
}, 120_000)
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
  await smtp.stop()
  await database.drop()
})

const count = async (sql: string) => (await database.query<{ n: number }>(sql))[0]?.n ?? -1
const mailsOf = (kind: string) =>
  smtp.messages.filter((m: ReceivedMail) => m.header('x-notification-kind') === kind)
const duplicates = (values: string[]) => values.length - new Set(values).size

/** Posts as a client behind the load balancer, to one of the servers. */
function post(server: TestServer, client: string, body: object) {
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
}

describe(`${instances} servers on one PostgreSQL database`, () => {
  it('migrated and seeded the database once between them', async () => {
    expect(await count('select count(*) as n from kysely_migration')).toBe(migrationNames.length)
    expect(await count('select count(*) as n from vehicles')).toBe(seedVehicles.length)
    for (const server of servers) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    }
  })

  it(
    `stores ${total} messages posted across them during a mail outage and mails each once`,
    { timeout: 180_000 },
    async () => {
      const started = Date.now()
      const responses = await Promise.all(
        Array.from({ length: total }, (_, i) =>
          post(
            servers[i % instances] as TestServer,
            `10.0.${Math.floor(i / 200)}.${i % 200}`,
            loadVisitor('Many', i),
          ),
        ),
      )
      const submitMs = Date.now() - started
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(total)
      const ids = await answeredIds(responses)

      // the mail server stays down at least 5 s, and until every e-mail has failed once
      await until(
        async () => (await count('select count(*) as n from outbox where attempts = 0')) === 0,
        'every e-mail tried once while the mail server is down',
        60_000,
      )
      const allTriedMs = Date.now() - started
      await sleep(Math.max(0, 5000 - (Date.now() - started)))
      const failedWhileDown = await count(
        `select count(*) as n from outbox_attempts where outcome = 'error'`,
      )
      expect(smtp.messages).toHaveLength(0)
      await smtp.start()
      const upAt = Date.now()

      await until(
        () => mailsOf('dealer').length >= total && mailsOf('adf').length >= total,
        `${total} dealer e-mails and ${total} ADF leads`,
        120_000,
      )
      const deliverMs = Date.now() - upAt
      await until(
        async () =>
          (await count(`select count(*) as n from outbox where status = 'sent'`)) === 2 * total,
        'every e-mail recorded as sent',
      )
      await sleep(3000) // more polls and retries on every server: still nothing twice

      const dealer = mailsOf('dealer').map((m) => m.header('x-lead-id'))
      const adf = mailsOf('adf').map((m) => m.header('x-lead-id'))
      const numbers = {
        servers: instances,
        posted: total,
        answered201: statuses.filter((s) => s === 201).length,
        submitMs,
        storedRows: await count('select count(*) as n from contact_messages'),
        mailServerDownMs: upAt - started,
        allTriedOnceAfterMs: allTriedMs,
        failedAttemptsWhileDown: failedWhileDown,
        dealerEmails: dealer.length,
        adfMessages: adf.length,
        duplicateDealerEmails: duplicates(dealer),
        duplicateAdfMessages: duplicates(adf),
        sentRecordedOnce: await count(
          `select count(*) as n from outbox_attempts where outcome = 'sent'`,
        ),
        deliveredAllWithinMsOfServerUp: deliverMs,
      }
      console.log(JSON.stringify(numbers))
      expect(numbers).toMatchObject({
        storedRows: total,
        dealerEmails: total,
        adfMessages: total,
        duplicateDealerEmails: 0,
        duplicateAdfMessages: 0,
        sentRecordedOnce: 2 * total,
      })
      expect([...dealer].sort()).toEqual([...ids].sort())
      expect([...adf].sort()).toEqual([...ids].sort())
    },
  )

  it(`lets one client send ${limit} messages in the window, whichever server it reaches`, async () => {
    const client = '203.0.113.7'
    const before = await count('select count(*) as n from contact_messages')
    const responses = await Promise.all(
      Array.from({ length: 3 * limit }, (_, i) =>
        post(servers[i % instances] as TestServer, client, {
          ...validContact,
          email: 'one.client@example.com',
        }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    const numbers = {
      client,
      posted: statuses.length,
      accepted: statuses.filter((s) => s === 201).length,
      refused429: statuses.filter((s) => s === 429).length,
      acceptedPerServer: servers.map(
        (_, s) => statuses.filter((status, i) => i % instances === s && status === 201).length,
      ),
    }
    console.log(JSON.stringify(numbers))
    expect(numbers.accepted).toBe(limit)
    expect(numbers.refused429).toBe(2 * limit)
    expect(await count('select count(*) as n from contact_messages')).toBe(before + limit)
    // another client is not held back by this one
    expect((await post(servers[0] as TestServer, '203.0.113.8', validContact)).status).toBe(201)
  })

  it(
    'checks only the free password guesses of one burst spread over every server',
    { timeout: 60_000 },
    async () => {
      const email = 'spread.owner@example.com'
      const password = 'orbit lantern maple voyage'
      const form = (server: TestServer, path: string, fields: Record<string, string>) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': '203.0.113.9',
            origin: server.url,
          },
          body: new URLSearchParams(fields).toString(),
          redirect: 'manual',
        })
      const first = servers[0] as TestServer
      const path = await invitePath(database.url, email, 'staff')
      expect((await form(first, path, { name: 'Sam Spread', password })).status).toBe(302)

      const signIn = (i: number, guess: string) => () =>
        form(servers[i % instances] as TestServer, '/admin/sign-in', {
          email,
          password: guess,
          redirectTo: '/admin',
        })
      const sent = await burst([
        ...times(30, (i) => signIn(i, `wrong guess ${i}`)),
        signIn(30, password),
      ])
      // Sent last, the right password may still reach a server among the free
      // guesses: then it rightly signs in, and it is one of the checks.
      const signedIn = sent.count(302)
      const checked = sent.count(400) + signedIn
      console.log(
        JSON.stringify({ servers: instances, guesses: 31, checked, signedIn, ms: sent.ms }),
      )
      expect(checked).toBeGreaterThanOrEqual(freeAttempts.accountAddress)
      expect(checked).toBeLessThanOrEqual(mostChecks(freeAttempts.accountAddress, sent.ms))
      expect(sent.count(429)).toBe(31 - checked)
      expect(sent.responses.at(-1)?.status).toBe(signedIn === 1 ? 302 : 429)
      expect(
        await count(
          `select count(*) as n from audit_log where action = 'sign-in.failure' and actor_email = '${email}'`,
        ),
      ).toBe(sent.count(400))
    },
  )
})
