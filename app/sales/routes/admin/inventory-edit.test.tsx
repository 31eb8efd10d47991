import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { createVehicle, findStaffVehicle } from '#app/sales/.server/inventory/vehicle-admin.ts'
import { VehicleFormFields } from '#app/sales/components/admin/vehicle-form-fields.tsx'
import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { vehicleFormValues } from '#app/sales/vehicle-form-values.ts'
import { createStaffUser, staffTestFileContext, startTestSession } from '#tests/support/staff.ts'

import { action, loader } from './inventory-edit'

/*
 * The cart page has one status control, the sidebar's buttons: the details
 * form cannot change the status, a status change does not stand in the way
 * of a save (nor is a save's), and two people changing the same thing at
 * once are told instead of overwritten.
 */

const { db, context } = await staffTestFileContext()
const site = 'http://localhost:3000'
const owner = await createStaffUser(db, { email: 'olive@example.com', role: 'owner' })
const { token } = await startTestSession(db, owner.id, { limits: context.settings })
const cookie = `staff_session=${token}`

async function newCart(name: string) {
  const checked = validateVehicleForm({
    name,
    brand: 'Denago',
    category: 'Rover',
    price: '13995',
    description: 'A six-seat lifted cart for the lake roads, lithium battery.',
    seatingCapacity: '6',
    // a cart starts as a draft (the form of the code before this test carried it)
    status: 'draft',
  })
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields))
  return createVehicle(db, checked.data, { id: owner.id })
}

type Outcome = {
  status: number
  error?: string
  differences?: { field: string }[]
  publishWarning?: unknown
}

/** Posts the cart page's form as a browser does; a redirect is a success. */
async function post(id: string, fields: Record<string, string>): Promise<Outcome> {
  const request = new Request(`${site}/admin/inventory/${id}`, {
    method: 'POST',
    headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
  const result = await action({ request, context, params: { id } } as unknown as Parameters<
    typeof action
  >[0])
  if (result instanceof Response) return { status: result.status }
  return { status: result.init?.status ?? 200, ...result.data }
}

/** The form as the cart page shows it now, to be sent back with changes. */
async function formOf(id: string): Promise<Record<string, string>> {
  const request = new Request(`${site}/admin/inventory/${id}`, { headers: { cookie } })
  const page = await loader({ request, context, params: { id } } as unknown as Parameters<
    typeof loader
  >[0])
  return { ...page.values }
}

const save = (form: Record<string, string>) => ({ ...form, intent: 'save' })

/** Putting on sale a cart that has no photo yet, confirmed as the warning offers. */
const publish = { intent: 'status', status: 'available', withoutPhotos: '1' }

describe('the status of a cart', () => {
  it('is not a field of the details form, and a posted one is ignored', async () => {
    const cart = await newCart('Status Field Test')
    const form = await formOf(cart.id)
    expect(Object.keys(form)).not.toContain('status')
    const html = renderToStaticMarkup(
      <VehicleFormFields values={vehicleFormValues(cart)} errors={{}} />,
    )
    expect(html).not.toContain('name="status"')

    const sent = await post(cart.id, save({ ...form, price: '12995', status: 'available' }))
    expect(sent.status).toBe(302)
    const saved = await findStaffVehicle(db, cart.id)
    expect(saved).toMatchObject({ status: 'draft', price: 12995 })
  })

  it('asks before putting a cart without a ready photo on sale, and changes nothing until told', async () => {
    const cart = await newCart('No Photo Yet Test')
    const asked = await post(cart.id, { intent: 'status', status: 'available', expected: 'draft' })
    expect(asked).toMatchObject({
      status: 200,
      publishWarning: { to: 'available', expected: 'draft', processing: 0 },
    })
    expect((await findStaffVehicle(db, cart.id))?.status).toBe('draft')
    // archiving or any change that does not put it on sale is not asked about
    const archived = await post(cart.id, {
      intent: 'status',
      status: 'archived',
      expected: 'draft',
    })
    expect(archived.status).toBe(302)
    const told = await post(cart.id, { ...publish, expected: 'archived' })
    expect(told.status).toBe(302)
    expect((await findStaffVehicle(db, cart.id))?.status).toBe('available')
  })

  it('changes from the sidebar without undoing, or being undone by, an open form', async () => {
    const cart = await newCart('Status And Save Test')
    const opened = await formOf(cart.id)
    // someone publishes it while the form is open elsewhere
    expect((await post(cart.id, { ...publish, expected: 'draft' })).status).toBe(302)
    // the open form saves: accepted, and the cart stays published
    const sent = await post(cart.id, save({ ...opened, price: '12495' }))
    expect(sent.status).toBe(302)
    expect(await findStaffVehicle(db, cart.id)).toMatchObject({ status: 'available', price: 12495 })
  })

  it('refuses a status change made from a page showing an older status, and says so', async () => {
    const cart = await newCart('Two Status Changes Test')
    expect((await post(cart.id, { ...publish, expected: 'draft' })).status).toBe(302)
    const late = await post(cart.id, { intent: 'status', status: 'archived', expected: 'draft' })
    expect(late.status).toBe(409)
    expect(late.error).toBe(changedMeanwhileMessage)
    expect((await findStaffVehicle(db, cart.id))?.status).toBe('available')
  })

  it('still refuses a save made from the version before someone else saved', async () => {
    const cart = await newCart('Two Saves Test')
    const opened = await formOf(cart.id)
    expect((await post(cart.id, save({ ...opened, price: '12995' }))).status).toBe(302)
    const stale = await post(cart.id, save({ ...opened, price: '11500' }))
    expect(stale.status).toBe(409)
    expect(stale.differences?.map((d) => d.field)).toEqual(['price'])
    expect((await findStaffVehicle(db, cart.id))?.price).toBe(12995)
  })
})
