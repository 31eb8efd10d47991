import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { run } from './staff.ts'

/*
 * `npm run staff -- invite` on a fresh install prints a link that opens on
 * the machine it ran on; with SITE_URL set, the public one.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'staff-command-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0

/** The command's lines, run with these settings on a database of its own. */
async function output(env: Record<string, string>, args: string[]) {
  const lines: string[] = []
  await run({ DATABASE_URL: path.join(dir, `site-${++n}.db`), ...env }, args, (line) =>
    lines.push(line),
  )
  return lines
}

const invite = ['invite', 'owner@example.com', '--role', 'owner']

describe('npm run staff -- invite', () => {
  it('without SITE_URL, links to this machine on the default port and says what to set', async () => {
    const lines = await output({}, invite)
    expect(lines[0]).toMatch(/^Invitation for owner@example\.com as owner, valid until \w{3}, /)
    expect(lines[1]).toMatch(/^http:\/\/localhost:3000\/admin\/invite\/[\w-]{20,}$/)
    expect(lines.join('\n')).toContain(
      'SITE_URL is not set, so this link works in a browser on this machine only',
    )
    expect(lines.join('\n')).toContain('On a real server, set SITE_URL to the public address')
    expect(lines.join('\n')).not.toContain('keystone-golfcarts.example')
  })

  it('follows PORT, and sends no e-mail with a link only this machine can open', async () => {
    const lines = await output({ PORT: '8080', SMTP_URL: 'smtp://mail.example.com:587' }, invite)
    expect(lines[1]).toMatch(/^http:\/\/localhost:8080\/admin\/invite\//)
    expect(lines.at(-1)).toBe('Not e-mailed, as the link works on this machine only: open it here.')
  })

  it('with SITE_URL set, links to it and says nothing more about it', async () => {
    const lines = await output({ SITE_URL: 'https://carts.example.com/' }, invite)
    expect(lines[1]).toMatch(/^https:\/\/carts\.example\.com\/admin\/invite\/[\w-]{20,}$/)
    expect(lines.join('\n')).not.toContain('SITE_URL is not set')
    expect(lines.at(-1)).toBe('Mail is not configured (SMTP_URL): pass the link on yourself.')
  })

  it('makes reset links the same way', async () => {
    const database = path.join(dir, 'reset.db')
    await run({ DATABASE_URL: database }, invite, () => {})
    const lines: string[] = []
    await run({ DATABASE_URL: database }, ['reset', 'owner@example.com'], (line) =>
      lines.push(line),
    )
    expect(lines[1]).toMatch(/^http:\/\/localhost:3000\/admin\/reset-password\/[\w-]{20,}$/)
    expect(lines[2]).toContain('SITE_URL is not set')
  })
})
