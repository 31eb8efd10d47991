import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { seedIfEmpty } from '#app/kernel/.server/db/seed.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import { changedMeanwhileMessage } from '#app/kernel/conflict-message.ts'
import { csvLines } from '#app/kernel/csv.ts'
import { createVehicle, findStaffVehicle } from '#app/sales/.server/inventory/vehicle-admin.ts'
import { saveVehicle } from '#app/sales/.server/inventory/vehicle-changes.ts'
import { validateVehicleForm } from '#app/sales/vehicle-form.ts'
import { vehicleFormValues } from '#app/sales/vehicle-form-values.ts'
import { eachTestDatabase } from '#tests/support/database.ts'
import { createStaffUser, startTestSession } from '#tests/support/staff.ts'

import { loader as exportLoader } from './inventory-export'
import { action, loader } from './inventory-import'

/*
 * The import page as an owner uses it, on both engines: a file is previewed
 * (nothing written), then confirmed (written, audited), never over a cart
 * someone changed meanwhile; staff cannot import.
 */

const db = eachTestDatabase()
const site = 'http://localhost:3000'

async function signedIn(role: 'owner' | 'staff') {
  const context: AppLoadContext = {
    db: db(),
    settings: parseSettings({ SITE_URL: site }),
    cspNonce: 'test',
    requestTime: Date.now(),
    islandScripts: { entry: '', islands: {} },
  }
  const user = await createStaffUser(db(), { email: `${role}@example.com`, role })
  const { token } = await startTestSession(db(), user.id)
  const cookie = `staff_session=${token}`
  const headers = { cookie, origin: site }
  type Args = Parameters<typeof action>[0]
  const call = async <T>(run: () => Promise<T>) => {
    try {
      return await run()
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }
  /** Posts the import page's form; a redirect or a page's data, with its status. */
  const post = (fields: Record<string, string | File>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.append(name, value)
    const request = new Request(`${site}/admin/inventory/import`, { method: 'POST', headers, body })
    return call(() => action({ request, context, params: {} } as unknown as Args))
  }
  const page = async (query: string) => {
    const request = new Request(`${site}/admin/inventory/import${query}`, { headers })
    return call(() => loader({ request, context, params: {} } as unknown as Args))
  }
  const exported = async (query = '') => {
    const request = new Request(`${site}/admin/inventory/export.csv${query}`, { headers })
    const response = await exportLoader({ request, context, params: {} } as unknown as Args)
    return response.text()
  }
  return { user, post, page, exported }
}

const csvFile = (text: string, name = 'carts.csv') => new File([text], name, { type: 'text/csv' })

async function cart(name: string, changes: Record<string, string> = {}) {
  const checked = validateVehicleForm({
    name,
    brand: 'Denago',
    category: 'Rover',
    price: '13995',
    description: '=Six seats, lifted, lithium battery, for the lake roads.',
    seatingCapacity: '6',
    features: 'Lift kit\nLED lights',
    ...changes,
  })
  if (!checked.ok) throw new Error(JSON.stringify(checked.fields))
  return createVehicle(db(), checked.data, { id: null })
}

/**
 * Every cart, its price history and the audit rows of changes to carts, as
 * stored, to show that nothing changed (a preview's own audit row aside).
 */
async function snapshot(database: DB) {
  return {
    vehicles: await database.selectFrom('vehicles').selectAll().orderBy('id').execute(),
    prices: await database.selectFrom('vehicle_price_changes').selectAll().orderBy('id').execute(),
    audit: await database
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '!=', 'vehicle.import.preview')
      .orderBy('id')
      .execute(),
  }
}

/** The preview an upload redirected to, as its page loads it. */
async function previewOf(
  owner: Awaited<ReturnType<typeof signedIn>>,
  answer: Awaited<ReturnType<typeof owner.post>>,
) {
  if (!(answer instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(answer)}`)
  const at = new URL(answer.headers.get('location') ?? '', site)
  const shown = await owner.page(at.search)
  if (shown instanceof Response) throw new Error(`status ${shown.status}`)
  if (!shown.preview) throw new Error('no preview')
  return shown.preview
}

const statusOf = (answer: unknown) =>
  answer instanceof Response
    ? answer.status
    : ((answer as { init?: { status?: number } }).init?.status ?? 200)

describe('importing carts from a spreadsheet', () => {
  it('finds every cart of an export unchanged when it is read back', async () => {
    const owner = await signedIn('owner')
    await cart('Denago Rover XL', { onSale: 'on', salePrice: '12995' })
    await cart('Evolution Classic 4', {
      brand: 'Evolution',
      category: 'Classic',
      year: '2026',
      isNew: '',
      tags: 'clearance,financing',
      color: 'Sage, matte',
      topSpeed: '19.5 mph',
      otherSpecifications: 'Warranty: 2 years\nTires: 14" all-terrain',
      externalUrl: 'https://evolutionev.example/classic-4',
      priceOnRequest: 'on',
    })
    const text = await owner.exported()
    const before = await snapshot(db())
    // the description starting with "=" is written as text, not a formula
    expect(text).toContain(`'=Six seats`)
    const preview = await previewOf(
      owner,
      await owner.post({ intent: 'preview', file: csvFile(text) }),
    )
    expect(preview.plan.rows.map((row) => row.kind)).toEqual(['unchanged', 'unchanged'])
    expect(await snapshot(db())).toEqual(before)
  })

  it('finds the whole seeded inventory unchanged when its export is read back', async () => {
    const owner = await signedIn('owner')
    const seeded = await seedIfEmpty(db())
    const text = await owner.exported()
    const before = await snapshot(db())
    const preview = await previewOf(
      owner,
      await owner.post({ intent: 'preview', file: csvFile(text) }),
    )
    expect(preview.plan.rows).toHaveLength(seeded)
    expect(preview.plan.rows.filter((row) => row.kind !== 'unchanged')).toEqual([])
    expect(await snapshot(db())).toEqual(before)
  })

  it('previews good and bad lines without writing, then applies the good ones as drafts, audited', async () => {
    const owner = await signedIn('owner')
    const rover = await cart('Denago Rover XL')
    const file = csvLines([
      ['id', 'name', 'brand', 'series', 'price', 'seats', 'description', 'status'],
      [rover.id, rover.name, 'Denago', 'Rover', '$13,495', '6', rover.description, 'sold'],
      [
        '',
        'Evolution Classic 2',
        'Evolution',
        'Classic',
        '8995',
        '2',
        'A two-seat cart for the course and the street.',
        'available',
      ],
      ['', 'Broken Cart', 'Yamaha', 'Drive', 'cheap', '4', 'Too short', 'available'],
    ])
    const before = await snapshot(db())
    const preview = await previewOf(
      owner,
      await owner.post({ intent: 'preview', file: csvFile(file) }),
    )
    expect(preview.plan.rows).toMatchObject([
      { kind: 'update', line: 2, changes: [{ column: 'price', from: '13995', to: '13495' }] },
      { kind: 'create', line: 3, status: 'draft' },
      {
        kind: 'error',
        line: 4,
        problems: [{ column: 'brand' }, { column: 'price' }, { column: 'description' }],
      },
    ])
    // the page's data holds no form to save
    expect(JSON.stringify(preview)).not.toContain('"form"')
    expect(await snapshot(db())).toEqual(before)

    const done = await owner.post({ intent: 'confirm', importId: preview.id })
    expect(statusOf(done)).toBe(302)
    const message = await owner.page(
      new URL((done as Response).headers.get('location')!, site).search,
    )
    expect(message).toMatchObject({
      done: 'Imported: 1 new cart, 1 cart updated, 1 line with errors skipped.',
    })
    // the status column is not taken unless asked: the new cart is a draft, the old one keeps its own
    expect(await findStaffVehicle(db(), rover.id)).toMatchObject({ price: 13495, status: 'draft' })
    expect(await findStaffVehicle(db(), 'evolution-classic-2')).toMatchObject({
      status: 'draft',
      specifications: { seatingCapacity: 2 },
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_id', 'after'])
      .where('action', 'like', 'vehicle.import%')
      .orderBy('action')
      .execute()
    expect(audit).toMatchObject([
      { action: 'vehicle.import', entity_id: preview.id, actor_id: owner.user.id },
      { action: 'vehicle.import.create', entity_id: 'evolution-classic-2' },
      { action: 'vehicle.import.preview', entity_id: preview.id, actor_id: owner.user.id },
      { action: 'vehicle.import.update', entity_id: rover.id },
    ])
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({
      created: 1,
      updated: 1,
      skippedLines: [4],
    })
    // the same preview cannot be applied twice
    expect(statusOf(await owner.post({ intent: 'confirm', importId: preview.id }))).toBe(410)
  })

  it('applies a preview once when it is confirmed twice at the same time', async () => {
    const owner = await signedIn('owner')
    const file = csvLines([
      ['name', 'brand', 'series', 'price', 'seats', 'description'],
      [
        'Evolution Classic 2',
        'Evolution',
        'Classic',
        '8995',
        '2',
        'A two-seat cart for the course.',
      ],
    ])
    const preview = await previewOf(
      owner,
      await owner.post({ intent: 'preview', file: csvFile(file) }),
    )
    const answers = await Promise.all([
      owner.post({ intent: 'confirm', importId: preview.id }),
      owner.post({ intent: 'confirm', importId: preview.id }),
    ])
    expect(answers.map(statusOf).sort()).toEqual([302, 410])
    const made = await db()
      .selectFrom('vehicles')
      .select('id')
      .where('name', '=', 'Evolution Classic 2')
      .execute()
    expect(made).toEqual([{ id: 'evolution-classic-2' }])
  })

  it('reports a cart changed between the preview and the confirmation, and writes nothing', async () => {
    const owner = await signedIn('owner')
    const rover = await cart('Denago Rover XL')
    const file = csvLines([
      ['id', 'price', 'name', 'brand', 'series', 'seats', 'description'],
      [rover.id, '12995', rover.name, 'Denago', 'Rover', '6', rover.description],
      [
        '',
        '8995',
        'Evolution Classic 2',
        'Evolution',
        'Classic',
        '2',
        'A two-seat cart for the course.',
      ],
    ])
    const preview = await previewOf(
      owner,
      await owner.post({ intent: 'preview', file: csvFile(file) }),
    )
    expect(preview.plan.rows.map((row) => row.kind)).toEqual(['update', 'create'])
    // someone saves the cart in its editor meanwhile
    const edited = validateVehicleForm({ ...vehicleFormValues(rover), price: '14495' })
    if (!edited.ok) throw new Error('invalid')
    const actor = { id: owner.user.id, email: owner.user.email, ip: null }
    expect((await saveVehicle(db(), rover.id, edited.data, actor)).ok).toBe(true)
    const before = await snapshot(db())

    const refused = await owner.post({ intent: 'confirm', importId: preview.id })
    expect(statusOf(refused)).toBe(409)
    expect(refused).toMatchObject({ data: { changed: [{ line: 2, id: rover.id }] } })
    expect(await snapshot(db())).toEqual(before)
    expect(await findStaffVehicle(db(), rover.id)).toMatchObject({ price: 14495 })
    // the preview is gone: the file must be previewed again against the carts as they are
    expect(statusOf(await owner.post({ intent: 'confirm', importId: preview.id }))).toBe(410)
    expect(changedMeanwhileMessage).toContain('nothing of yours was saved')
  })

  it('refuses staff who are not owners, and files it cannot read', async () => {
    const staff = await signedIn('staff')
    expect(statusOf(await staff.page(''))).toBe(403)
    expect(statusOf(await staff.post({ intent: 'preview', file: csvFile('id\r\n') }))).toBe(403)
    // staff may export, as they may see the list
    expect((await staff.exported('?status=draft')).split('\r\n')[0]).toBe(
      'id,name,brand,series,model_year,condition,on_lot,price,price_on_request,sale_price,sale_starts,sale_ends,tags,status,seats,color,top_speed,range,battery,charging_time,payload,other_specifications,features,description,makers_page,showroom,photos',
    )
    const owner = await signedIn('owner')
    const refused = await owner.post({ intent: 'preview', file: csvFile('sku,title\r\n1,x\r\n') })
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { error: expect.stringContaining('none of the inventory columns') },
    })
    const workbook = new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], 'carts.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    })
    expect(statusOf(await owner.post({ intent: 'preview', file: workbook }))).toBe(415)
    expect(await db().selectFrom('inventory_imports').selectAll().execute()).toEqual([])
  })
})
