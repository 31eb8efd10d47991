import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invitePath, postForm, sessionPair } from '#tests/support/admin.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'

/*
 * The inventory import's upload against the real server: a file up to its
 * limit reaches the owner's page, a larger one is told its limit (413), and
 * only an owner may import.
 */

let server: TestServer
let sam: string
let olga: string

async function join(email: string, name: string, role: 'owner' | 'staff') {
  const invite = await invitePath(server.databaseUrl, email, role)
  const accepted = await postForm(server.url, invite, {
    name,
    password: 'harbor lantern quiet meadow',
  })
  expect(accepted.status).toBe(302)
  return sessionPair(accepted.headers.get('set-cookie'))
}

beforeAll(async () => {
  server = await startServer()
  sam = await join('sam@example.com', 'Sam Staff', 'staff')
  olga = await join('olga@example.com', 'Olga Owner', 'owner')
})
afterAll(() => server.stop())

const megabyte = 1024 * 1024

/** The import form with a file of `bytes` bytes of CSV, posted with the session's cookie. */
function upload(bytes: number, cookie?: string) {
  const head = 'id,name\r\n'
  const body = new FormData()
  body.append('intent', 'preview')
  body.append(
    'file',
    new File([head + 'x'.repeat(bytes - head.length)], 'carts.csv', { type: 'text/csv' }),
  )
  return fetch(`${server.url}/admin/inventory/import`, {
    method: 'POST',
    headers: { origin: server.url, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    body,
    redirect: 'manual',
  })
}

describe('the inventory import upload', () => {
  it('takes a file of 5 MB to the page, which previews it', async () => {
    const answer = await upload(5 * megabyte, olga)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toMatch(/^\/admin\/inventory\/import\?preview=/)
  })

  it('tells a file over 5 MB its limit, on the page or at the gate', async () => {
    const justOver = await upload(5 * megabyte + 1, olga)
    expect(justOver.status).toBe(413)
    expect(await justOver.text()).toContain('is larger than 5 MB')
    const far = await upload(6 * megabyte, olga)
    expect(far.status).toBe(413)
    expect(await far.text()).toContain(
      'The file must be at most 5 MB: split it into smaller files.',
    )
  })

  it('is for owners only, and reads no large body from a stranger', async () => {
    expect((await upload(1024, sam)).status).toBe(403)
    const stranger = await upload(2 * megabyte)
    expect(stranger.status).toBe(303)
    expect(stranger.headers.get('location')).toMatch(/^\/admin\/sign-in\?/)
  })
})
