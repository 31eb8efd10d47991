import { describe, expect, it } from 'vitest'

import { requireTwoFactor, writeSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { requireUser, safeRedirect } from './require-user'

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'

async function signedIn(
  role: 'owner' | 'staff',
  options: { pending?: boolean; totp?: boolean } = {},
) {
  const user = await createStaffUser(db, {
    email: `${crypto.randomUUID()}@example.com`,
    role,
    totpSecret: options.totp ? 'JBSWY3DPEHPK3PXP' : undefined,
  })
  const { token, row } = await startTestSession(db, user.id, {
    pending2fa: options.pending,
    limits: context.settings,
  })
  return { user, cookie: `staff_session=${token}`, csrf: row.csrf_token }
}

/** What requireUser threw (a redirect or an error response), or 'passed'. */
async function outcome(request: Request, options?: Parameters<typeof requireUser>[2]) {
  try {
    await requireUser(request, context, options)
    return 'passed'
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown.status >= 300 && thrown.status < 400
      ? `${thrown.status} ${thrown.headers.get('location')}`
      : String(thrown.status)
  }
}

describe('requireUser', () => {
  it('sends a visitor without a session to sign-in, and back afterwards', async () => {
    expect(await outcome(new Request(`${site}/admin/staff?x=1`))).toBe(
      '302 /admin/sign-in?redirectTo=%2Fadmin%2Fstaff%3Fx%3D1',
    )
    expect(await outcome(new Request(`${site}/admin`))).toBe('302 /admin/sign-in')
  })

  it('does not accept a session still waiting for its two-factor code', async () => {
    const { cookie } = await signedIn('owner', { pending: true, totp: true })
    expect(await outcome(new Request(`${site}/admin`, { headers: { cookie } }))).toMatch(
      /^302 \/admin\/sign-in/,
    )
  })

  it('lets staff in, but not onto owner pages', async () => {
    const { cookie } = await signedIn('staff')
    const request = () => new Request(`${site}/admin/staff`, { headers: { cookie } })
    expect(await outcome(request())).toBe('passed')
    expect(await outcome(request(), { role: 'owner' })).toBe('403')
    const owner = await signedIn('owner')
    expect(
      await outcome(new Request(`${site}/admin/staff`, { headers: { cookie: owner.cookie } }), {
        role: 'owner',
      }),
    ).toBe('passed')
  })

  it('refuses a post from another site, and one without Origin lacking the form token', async () => {
    const { cookie, csrf } = await signedIn('owner')
    const post = (headers: Record<string, string>, fields: Record<string, string>) =>
      new Request(`${site}/admin/staff`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields),
      })
    expect(await outcome(post({ origin: 'https://evil.example' }, { csrf }))).toBe('403')
    expect(await outcome(post({}, {}))).toBe('403')
    expect(await outcome(post({}, { csrf: 'x'.repeat(43) }))).toBe('403')
    expect(await outcome(post({}, { csrf }))).toBe('passed')
    expect(await outcome(post({ origin: site }, {}))).toBe('passed')
  })

  it('sends an account without two-factor to set it up once owners require it', async () => {
    const { cookie } = await signedIn('staff')
    const request = () => new Request(`${site}/admin`, { headers: { cookie } })
    await writeSetting(db, requireTwoFactor, true, new Date())
    try {
      expect(await outcome(request())).toBe('302 /admin/account/two-factor?required=1')
      expect(await outcome(request(), { allowWithoutTwoFactor: true })).toBe('passed')
      const withTotp = await signedIn('staff', { totp: true })
      expect(
        await outcome(new Request(`${site}/admin`, { headers: { cookie: withTotp.cookie } })),
      ).toBe('passed')
    } finally {
      await writeSetting(db, requireTwoFactor, false, new Date())
    }
  })
})

describe('safeRedirect', () => {
  it('keeps paths on this site only', () => {
    expect(safeRedirect('/admin/staff?x=1')).toBe('/admin/staff?x=1')
    expect(safeRedirect('//evil.example/x')).toBe('/admin')
    expect(safeRedirect('/\\evil.example')).toBe('/admin')
    expect(safeRedirect('https://evil.example')).toBe('/admin')
    expect(safeRedirect(null)).toBe('/admin')
  })

  it('refuses whitespace and control characters that a browser or URL parser drops', () => {
    // "/<tab>/evil.example" is "//evil.example" once the tab is dropped
    for (const space of ['\t', '\n', '\r', ' ', '\u000b', '\u000c'])
      expect(safeRedirect(`/${space}/evil.example`)).toBe('/admin')
    expect(safeRedirect('/.//evil.example')).toBe('/admin')
    expect(safeRedirect('/admin/../..//evil.example')).toBe('/admin')
  })

  it('gives a value a Location header can carry', () => {
    // U+2028 and U+3000 are not valid in a header: they made the sign-in answer a 500
    for (const odd of ['\u2028', '\u3000', '\u0000', '\u00e9'])
      expect(safeRedirect(`/admin/leads${odd}x`)).toMatch(/^\/[\x21-\x7e]*$/)
    expect(safeRedirect('/admin/leads?q=caf\u00e9#top')).toBe('/admin/leads?q=caf%C3%A9#top')
  })
})
