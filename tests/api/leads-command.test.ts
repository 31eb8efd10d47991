import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fastMail, postContact, validContact } from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts'

import { leadsCommand } from '../../scripts/leads.ts'

let smtp: TestSmtp
let server: TestServer
let dir: string
const mailEnv = { MAIL_TO_SALES: 'sales-desk@dealer.example' }

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'golf-carts-leads-'))
  smtp = await startSmtp()
  server = await startServer({ ...fastMail, ...mailEnv, SMTP_URL: smtp.url })
})
afterAll(async () => {
  await server.stop()
  await smtp.stop()
  rmSync(dir, { recursive: true, force: true })
})

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs the command in this process, as `npm run leads -- ...` runs it, on the test server's database. */
async function leads(args: string[], env: Record<string, string> = {}): Promise<Run> {
  let stdout = ''
  let stderr = ''
  const code = await leadsCommand(
    args,
    { ...process.env, ...mailEnv, DATABASE_URL: server.databaseUrl, ...env },
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  )
  return { code, stdout, stderr }
}

/** The same through `npm run leads -- ...` in a process of its own, as an operator types it. */
function leadsViaNpm(args: string[]): Promise<Run> {
  const child = spawn('npm', ['run', '--silent', 'leads', '--', ...args], {
    env: { ...process.env, ...mailEnv, DATABASE_URL: server.databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })))
}

async function submit(body: object): Promise<string> {
  const response = await postContact(server.url, body)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const dealerMailsFor = (id: string) =>
  smtp.messages.filter(
    (m) => m.header('x-notification-kind') === 'dealer' && m.header('x-lead-id') === id,
  )

let lead: string
let spam: string
const formulaLead = {
  ...validContact,
  firstName: '=HYPERLINK("http://evil.example","click")',
  lastName: '+Cmd',
  phone: '+1 570 555 0188',
  message: '@SUM(1+1)\nsecond line, with "quotes"',
}

describe('leads command', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    lead = await submit(formulaLead)
    spam = await submit({ ...validContact, firstName: 'Bot', company: 'Spam Co' })
    await smtp.waitFor(1, (m) => m.header('x-lead-id') === lead)
  })

  it('lists messages with their status and e-mails, and only the quarantined ones on request', async () => {
    const all = await leadsViaNpm(['list'])
    expect(all.code).toBe(0)
    const lines = all.stdout.split('\n')
    expect(lines[0]).toMatch(/^ID\s+Received\s+Status\s+Interest\s+Name\s+E-mail\s+E-mails$/)
    expect(lines.find((l) => l.startsWith(lead.slice(0, 8)))).toMatch(
      /received sales\s+=HYPERLINK.*dealer sent$/,
    )
    expect(lines.find((l) => l.startsWith(spam.slice(0, 8)))).toMatch(
      / spam {5}sales\s+Bot Kowalski.* none$/,
    )
    expect(all.stdout).toContain('2 messages (times in America/New_York)')

    const quarantined = await leads(['list', '--spam'])
    expect(quarantined.stdout).toContain(spam.slice(0, 8))
    expect(quarantined.stdout).not.toContain(lead.slice(0, 8))
  })

  it('shows one message with every field and each send attempt', async () => {
    const shown = await leads(['show', lead.slice(0, 8)])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain(`Message ${lead}`)
    expect(shown.stdout).toContain('Phone:     +1 570 555 0188')
    expect(shown.stdout).toContain('@SUM(1+1)\nsecond line, with "quotes"')
    expect(shown.stdout).toMatch(
      /dealer e-mail to sales-desk@dealer\.example: sent at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    )
    expect(shown.stdout).toMatch(/ {2}attempt 1 .* sent: 250 /)

    const spamShown = await leads(['show', spam])
    expect(spamShown.stdout).toContain(
      'Status:    spam: honeypot: the hidden "company" field was filled',
    )
    expect(spamShown.stdout).toContain('No e-mails queued for this message.')

    const missing = await leads(['show', '00000000'])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No message with id 00000000')
  })

  it('exports formula-safe, properly quoted CSV, filtered by day', async () => {
    const file = path.join(dir, 'leads.csv')
    const run = await leads(['export', '--csv', file])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Exported 2 messages to ${file}`)
    const csv = readFileSync(file, 'utf8')
    expect(
      csv.startsWith('\uFEFFid,received_at,received_local,status,spam_reason,first_name,'),
    ).toBe(true)
    const row = csv.split('\r\n').find((l) => l.startsWith(lead)) ?? ''
    expect(row).toContain(`,received,,"'=HYPERLINK(""http://evil.example"",""click"")",'+Cmd,`)
    expect(row).toContain(`,'+1 570 555 0188,sales,"'@SUM(1+1)\nsecond line, with ""quotes""",`)
    // no field starts with a formula character
    expect(csv).not.toMatch(/(^|,)"?[=+@-]/m)

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const none = await leads(['export', '--csv', '-', '--since', tomorrow])
    expect(none.stdout.trim().split('\r\n')).toHaveLength(1)
  })

  it('resends a message: the running server delivers the dealer e-mail again', async () => {
    expect(dealerMailsFor(lead)).toHaveLength(1)
    const run = await leads(['resend', lead])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('dealer e-mail to sales-desk@dealer.example')
    await smtp.waitFor(
      2,
      (m) => m.header('x-notification-kind') === 'dealer' && m.header('x-lead-id') === lead,
    )

    const refused = await leads(['resend', spam])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('quarantined as spam; use mark-not-spam')
  })

  it('releases a quarantined message, which is then delivered', async () => {
    const run = await leads(['mark-not-spam', spam.slice(0, 8)])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Released from quarantine')
    await smtp.waitFor(
      1,
      (m) => m.header('x-notification-kind') === 'dealer' && m.header('x-lead-id') === spam,
    )
    const [row] = await server.query<{ status: string }>(
      'select status from contact_messages where id = ?',
      spam,
    )
    expect(row?.status).toBe('received')
  })

  it('stops with one line on a wrong setting and shows its usage on a wrong command', async () => {
    const unknown = await leads(['delete', lead])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command "delete"')
    expect(unknown.stderr).toContain('Usage: npm run leads -- <command>')

    const wrong = await leads(['list'], { MAIL_TO_SALES: 'not an address' })
    expect(wrong.code).toBe(1)
    expect(wrong.stderr.trim()).toBe(
      'Invalid setting MAIL_TO_SALES: must be an e-mail address or a comma-separated list of them',
    )
  })
})
