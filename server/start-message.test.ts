import { describe, expect, it } from 'vitest'

import { parseSettings } from '#app/kernel/.server/env.ts'

import { startMessage } from './start-message'

/** The message for a server started with `env`, listening on `port`. */
function message(env: Record<string, string>, options: { port?: number; hasStaff?: boolean } = {}) {
  const settings = parseSettings(env)
  return startMessage({
    env,
    settings,
    port: options.port ?? settings.PORT,
    hasStaff: options.hasStaff ?? false,
  })
}

describe('what npm start says last', () => {
  it('on a fresh install: where the site and the back office are, and how to make the first owner', () => {
    expect(message({})).toEqual([
      'Site: http://localhost:3000 — back office: http://localhost:3000/admin',
      'No staff account yet. Create the first owner (it prints a sign-up link):',
      '  npm run staff -- invite you@example.com --role owner',
    ])
  })

  it('once someone has an account: only where things are', () => {
    expect(message({}, { hasStaff: true })).toEqual([
      'Site: http://localhost:3000 — back office: http://localhost:3000/admin',
    ])
  })

  it('gives the command the settings the server was started with', () => {
    const lines = message({ PORT: '0', DATABASE_URL: './data/my site.db' }, { port: 41234 })
    expect(lines[0]).toBe(
      'Site: http://localhost:41234 — back office: http://localhost:41234/admin',
    )
    expect(lines[2]).toBe(
      "  DATABASE_URL='./data/my site.db' PORT=41234 npm run staff -- invite you@example.com --role owner",
    )
  })

  it('names a PostgreSQL URL instead of printing its password, and shows SITE_URL', () => {
    const lines = message({
      DATABASE_URL: 'postgres://carts:secret@db.internal:5432/carts',
      SITE_URL: 'https://carts.example.com',
      HOST: '127.0.0.1',
    })
    expect(lines).toEqual([
      'Site: http://localhost:3000 — back office: http://localhost:3000/admin',
      'Public address (SITE_URL): https://carts.example.com',
      'No staff account yet. Create the first owner (it prints a sign-up link):',
      '  npm run staff -- invite you@example.com --role owner   (with the same DATABASE_URL)',
    ])
    expect(lines.join('\n')).not.toContain('secret')
  })

  it('uses the one address HOST names', () => {
    expect(message({ HOST: '192.168.1.20' }, { hasStaff: true })[0]).toBe(
      'Site: http://192.168.1.20:3000 — back office: http://192.168.1.20:3000/admin',
    )
  })
})
