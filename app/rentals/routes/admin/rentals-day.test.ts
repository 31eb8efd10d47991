import { describe, expect, it } from 'vitest'

import { business } from '#app/kernel/dealer/business.ts'
import { formatPrice } from '#app/kernel/format.ts'
import { calendarDay, localInputValue } from '#app/kernel/zoned-time.ts'
import { checkedIn, confirmedRental, rentalOut } from '#tests/support/rental-desk.ts'
import { holdRequest, hours } from '#tests/support/rental-requests.ts'
import { signedInCookie, staffTestFileContext } from '#tests/support/staff.ts'

import { action, loader } from './rentals-day'

/*
 * The day sheet after a return, through the route's loader and action as
 * the browser reaches them: the return's line says what was charged, the
 * cart is listed to be readied for its next pickup, and any staff member
 * marks it ready once (audited); feeds stay the owners'.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const zone = business.timeZone

const now = new Date()
const end = new Date(now.getTime() - hours(1))
// a two-day rental of the one utility cart that ended an hour ago, then Dana's from in two hours
const weekend = await rentalOut(
  db,
  holdRequest(
    'utility',
    new Date(end.getTime() - hours(48)),
    end,
    new Date(end.getTime() - hours(72)),
  ),
)
await checkedIn(db, weekend.id, {
  now,
  returnedAt: localInputValue(end, zone),
  fees: [{ kind: 'cleaning', amount: 40, note: '' }],
  depositChoice: 'apply',
})
const nextStart = new Date(now.getTime() + hours(2))
await confirmedRental(
  db,
  holdRequest('utility', nextStart, new Date(nextStart.getTime() + hours(24)), now, 'Dana'),
)

type LoaderArgs = Parameters<typeof loader>[0]
type ActionArgs = Parameters<typeof action>[0]

async function sheet(cookie: string, day: string) {
  const request = new Request(`${site}/admin/rentals/day?day=${day}`, { headers: { cookie } })
  return loader({ request, context, params: {} } as unknown as LoaderArgs)
}

async function post(cookie: string, fields: Record<string, string>) {
  const request = new Request(`${site}/admin/rentals/day`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  try {
    const result = await action({ request, context, params: {} } as unknown as ActionArgs)
    return result instanceof Response
      ? { status: result.status, data: {} }
      : { status: result.init?.status ?? 200, data: result.data }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: {} }
    throw thrown
  }
}

const readyRows = () =>
  db
    .selectFrom('audit_log')
    .select('actor_email')
    .where('action', '=', 'rental.cart.ready')
    .execute()

describe('/admin/rentals/day after a return', () => {
  it('shows the return’s charges instead of what to collect, and the cart to ready for the next pickup', async () => {
    const staff = await signedInCookie(db, 'staff', context.settings)
    const data = await sheet(staff, calendarDay(end, zone))
    const returned = data.handovers.find(
      (h) => h.reservationId === weekend.id && h.kind === 'return',
    )
    expect(returned?.charged).toBe(true)
    expect(returned?.collect).toContain(`Cleaning (sand, mud, spills, litter): ${formatPrice(40)}`)
    expect(returned?.collect).toContain('Deposit given back: $560')
    expect(data.readying).toHaveLength(1)
    expect(data.readying[0]?.text).toMatch(
      /^Ready Utility no\. 1 for the .+ pickup \(Dana Renter\)$/,
    )
  })

  it('lets any staff member mark the cart ready once; the second click is told, unknown carts refused', async () => {
    const staff = await signedInCookie(db, 'staff', context.settings)
    const today = calendarDay(now, zone)
    const [cart] = (await sheet(staff, today)).readying
    expect(await post(staff, { intent: 'cart-ready', cartId: cart?.id ?? '' })).toEqual({
      status: 200,
      data: { ready: 'Utility no. 1 is marked ready.' },
    })
    expect(await post(staff, { intent: 'cart-ready', cartId: cart?.id ?? '' })).toEqual({
      status: 409,
      data: { readyError: 'That cart was already marked ready.' },
    })
    expect(await post(staff, { intent: 'cart-ready', cartId: 'nope' })).toMatchObject({
      status: 400,
    })
    expect(await readyRows()).toHaveLength(1)
    expect((await sheet(staff, today)).readying).toEqual([])
    // the feeds stay the owners'
    expect(await post(staff, { intent: 'feed-create', showroomId: 'scranton' })).toMatchObject({
      status: 403,
    })
  })
})
