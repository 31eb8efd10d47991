import { generateTOTP } from '@epic-web/totp'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookDelivery } from '#app/deliveries/.server/book-delivery.ts'
import { freeWindows } from '#app/deliveries/.server/free-windows.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { addDays, localInputValue } from '#app/kernel/zoned-time.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { holdDepositsDue } from '#app/rentals/.server/deposit-jobs.ts'
import { cartTypes, planDurations } from '#app/rentals/content/rentals.ts'
import routes from '#app/routes.ts'
import { saleWindows } from '#app/sales/.server/cart-holds/hold-delivery.ts'
import { invitePath, resetPath, sessionPair, withDatabase } from '#tests/support/admin.ts'
import { postContact, validContact } from '#tests/support/contact.ts'
import { insertDeliveryJob, windowBegunToday } from '#tests/support/delivery-jobs.ts'
import { stripeSettingsOf } from '#tests/support/payments.ts'
import { pickupRates } from '#tests/support/published-rates.ts'
import { rentPaidOnline } from '#tests/support/rent-paid.ts'
import { startedAnHourAgo } from '#tests/support/rental-seed.ts'
import { postReserve, reserveForm, saturdayAhead } from '#tests/support/reserve-form.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/*
 * Every state-changing step of the back office writes an audit row that names
 * who did it, what they did and to what. The route table decides what must be
 * walked: an admin route with an action, or an intent of such an action, that
 * no step below sends fails the first test, so a new admin action cannot be
 * added without showing here that it is audited, and that the same post forged
 * by another site is refused before it changes anything.
 */

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }

/** Every admin route module in the route table that has an action. */
async function adminRoutesWithActions(): Promise<string[]> {
  const files: string[] = []
  const walk = (list: RouteEntry[]) => {
    for (const route of list) {
      if (route.path?.startsWith('admin')) files.push(route.file)
      if (route.children) walk(route.children)
    }
  }
  walk(routes)
  const withAction: string[] = []
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as { action?: unknown }
    if (typeof module.action === 'function') withAction.push(file)
  }
  return withAction
}

/** The intents an action tells apart (`case 'x':` or `intent === 'x'`), read from its source. */
async function intentsOf(file: string): Promise<string[]> {
  const { readFile } = await import('node:fs/promises')
  const source = await readFile(new URL(`../../app/${file}`, import.meta.url), 'utf8')
  const found = [...source.matchAll(/case '([a-z0-9-]+)'|intent === '([a-z0-9-]+)'/g)]
  return [...new Set(found.map((match) => match[1] ?? match[2] ?? ''))]
}

type Expected = { action: string; actor: string | null; entity: string }
type Step = {
  /** the route module whose action the step posts to (or the photo upload's Express route) */
  route: string
  /** the form's `intent`; '' for actions that do one thing */
  intent: string
  run: () => Promise<Expected>
}

let server: TestServer
/** the local Stripe: a deposit held on a card is held again by staff */
let stripe: StripeServer
const owner = { email: 'owner@example.com', password: 'orbit lantern maple voyage', cookie: '' }
const clerk = { email: 'clerk@example.com', password: 'harbor lantern quiet meadow', cookie: '' }
let clerkId = ''
let cartId = ''
let photoIds: string[] = []
let recoveryCodes: string[] = []

beforeAll(async () => {
  stripe = await startStripeServer()
  server = await startServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.setWebhookUrl(`${server.url}/webhooks/stripe`)
})
afterAll(async () => {
  await server.stop()
  await stripe.stop()
})

async function page(path: string, cookie = '') {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' })
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Posts a form as a browser would, with the anti-forgery token of the page it sits on. */
async function post(path: string, fields: Record<string, string>, cookie = '', from = path) {
  const html = cookie ? await page(from, cookie) : ''
  const csrf = /name="csrf" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1]
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      cookie,
    },
    body: new URLSearchParams({ ...fields, ...(csrf ? { csrf } : {}) }).toString(),
    redirect: 'manual',
  })
}

const auditRows = async () =>
  (await server.query<{ n: number | string }>('select count(*) as n from audit_log'))[0]?.n

/**
 * The same change forged by another site is refused and leaves no trace: sent
 * with the other site's Origin (and even the right token), or, from a browser
 * that sends no Origin, without the token of a form that carries one.
 */
async function refusedWhenForged(
  path: string,
  fields: Record<string, string>,
  cookie: string,
  from: string,
) {
  const before = await auditRows()
  const html = cookie ? await page(from, cookie) : ''
  const csrf = /name="csrf" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1]
  const forgeries = [
    { origin: 'https://another-site.example', body: { ...fields, ...(csrf ? { csrf } : {}) } },
    ...(csrf ? [{ origin: undefined, body: fields }] : []),
  ]
  for (const forgery of forgeries) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(forgery.origin ? { origin: forgery.origin } : {}),
        cookie,
      },
      body: new URLSearchParams(forgery.body).toString(),
      redirect: 'manual',
    })
    expect(response.status, `${path} forged from ${forgery.origin ?? 'no origin'}`).toBe(403)
  }
  expect(await auditRows(), `${path} left no audit row when forged`).toBe(before)
}

/** Posts and expects the answer of a change that went through, after its forgeries were refused. */
async function change(path: string, fields: Record<string, string>, cookie = '', from = path) {
  await refusedWhenForged(path, fields, cookie, from)
  const response = await post(path, fields, cookie, from)
  expect([200, 202, 302, 303], `${path} ${JSON.stringify(fields)}`).toContain(response.status)
  return response
}

const signIn = (person: { email: string; password: string }, redirectTo: string) =>
  change('/admin/sign-in', { email: person.email, password: person.password, redirectTo })

const cartPath = () => `/admin/inventory/${cartId}`
let leadId = ''
const leadPath = () => `/admin/leads/${leadId}`
/** The audit row expected of a step, by what it changed; the clerk did it unless named. */
const audited =
  (entity: string) =>
  (action: string, actor: string | null = clerk.email): Expected => ({ action, actor, entity })
const lead = audited('contact_message')
const vehicle = audited('vehicle')
const photo = audited('vehicle_photo')
const staffUser = audited('staff_user')
const setting = audited('app_setting')

/** A step of /admin/site: the owner posts `intent` with the fields; the audit row names `action`'s entity. */
function siteStep(
  intent: string,
  action: string,
  fields: () => Record<string, string> | Promise<Record<string, string>>,
): Step {
  const entity = action.startsWith('service-price') ? 'service_price' : 'team_member'
  return {
    route: 'site/routes/admin/site.tsx',
    intent,
    async run() {
      await change('/admin/site', { intent, ...(await fields()) }, owner.cookie)
      return audited(entity)(action, owner.email)
    },
  }
}
const auditService = { name: 'Audit service', kind: 'fixed', amount: '49', per: '', note: '' }

/** The person's browser keeps the session the answer started. */
const keepSession = (person: { cookie: string }, response: Response) => {
  person.cookie = sessionPair(response.headers.get('set-cookie'))
}

async function uploadPhotos(count: number) {
  const body = new FormData()
  for (let i = 0; i < count; i++) {
    const jpeg = await sharp({
      create: { width: 320, height: 240, channels: 3, background: i ? '#2233aa' : '#aa3322' },
    })
      .jpeg()
      .toBuffer()
    body.append('photos', new Blob([new Uint8Array(jpeg)]), `photo-${i}.jpg`)
  }
  const before = await auditRows()
  const forged = await fetch(`${server.url}${cartPath()}/photos`, {
    method: 'POST',
    headers: { origin: 'https://another-site.example', cookie: clerk.cookie },
    body,
  })
  expect(forged.status, 'a photo upload from another site').toBe(403)
  expect(await auditRows()).toBe(before)
  const response = await fetch(`${server.url}${cartPath()}/photos`, {
    method: 'POST',
    headers: { origin: server.url, cookie: clerk.cookie },
    body,
  })
  expect(response.status).toBe(202)
  // processing runs off the request path: wait until it has finished
  const deadline = Date.now() + 30_000
  let rows: { id: string; status: string }[] = []
  do {
    await new Promise((resolve) => setTimeout(resolve, 100))
    rows = await server.query('select id, status from vehicle_photos where vehicle_id = ?', cartId)
  } while (rows.some((row) => row.status === 'processing') && Date.now() < deadline)
  photoIds = rows.map((row) => row.id)
}

let importId = ''
const inventoryImport = audited('inventory_import')

/** The owner's inventory file previewed (a multipart post, refused when forged); the preview's id. */
async function previewImportFile(): Promise<string> {
  const body = () => {
    const form = new FormData()
    form.append('intent', 'preview')
    const csv = `name,brand,series,price,seats,description\r\nEvolution Imported Audit Cart,Evolution,Classic,8995,2,${cartForm.description}\r\n`
    form.append('file', new File([csv], 'carts.csv', { type: 'text/csv' }))
    return form
  }
  const path = `${server.url}/admin/inventory/import`
  const before = await auditRows()
  const forged = await fetch(path, {
    method: 'POST',
    headers: { origin: 'https://another-site.example', cookie: owner.cookie },
    body: body(),
    redirect: 'manual',
  })
  expect(forged.status, 'an inventory import from another site').toBe(403)
  expect(await auditRows()).toBe(before)
  const response = await fetch(path, {
    method: 'POST',
    headers: { origin: server.url, cookie: owner.cookie },
    body: body(),
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  return (
    new URL(response.headers.get('location') ?? '', server.url).searchParams.get('preview') ?? ''
  )
}

const cartForm = {
  name: 'Evolution Audit Test Cart',
  brand: 'Evolution',
  category: 'Classic',
  year: '2026',
  price: '9995',
  description: 'A two-seat cart used to check that every change leaves a record.',
  seatingCapacity: '2',
  features: 'LED lights',
  isNew: 'on',
  inStock: 'on',
  locationId: '',
}

/** The cart's version, which every save must send. */
async function cartVersion() {
  return /name="version" value="(\d+)"/.exec(await page(cartPath(), clerk.cookie))?.[1] ?? ''
}

/** A form that tells its actions apart by `intent`, and who posts it in these steps. */
type IntentForm = { route: string; path: () => string; as: { cookie: string } }
const staffPage: IntentForm = {
  route: 'staff/routes/admin/staff.tsx',
  path: () => '/admin/staff',
  as: owner,
}
const cartEditor: IntentForm = {
  route: 'sales/routes/admin/inventory-edit.tsx',
  path: cartPath,
  as: clerk,
}
const leadPage: IntentForm = {
  route: 'leads/routes/admin/leads-lead.tsx',
  path: leadPath,
  as: clerk,
}

/** A step that posts one intent of a form; its fields are read when it runs, after the steps before it. */
function intentStep(
  form: IntentForm,
  intent: string,
  fields: () => Record<string, string>,
  expected: Expected,
): Step {
  return {
    route: form.route,
    intent,
    async run() {
      await change(form.path(), { intent, ...fields() }, form.as.cookie)
      return expected
    },
  }
}

let serviceJobId = ''
const servicePage: IntentForm = {
  route: 'service/routes/admin/service-job.tsx',
  path: () => `/admin/service/${serviceJobId}`,
  as: clerk,
}
const serviceJob = audited('service_job')

/**
 * A job opened at the counter, worked through: a note, diagnosis, an
 * estimate of two lines less one, sent and approved by the customer on the
 * job's link, ready, paid at the desk, and one more desk entry.
 */
function serviceSteps(): Step[] {
  return [
    {
      route: 'service/routes/admin/service-new.tsx',
      intent: '',
      async run() {
        await change(
          '/admin/service/new',
          {
            firstName: 'Cora',
            lastName: 'Counter',
            email: 'audit.service@example.com',
            phone: '570 555 0177',
            kind: 'repair',
            cartBrand: 'Evolution',
            cartModel: 'Classic 4',
            cartYear: '',
            cartSerial: 'AUDIT-1',
            batteryType: 'lithium',
            description: 'Grinding from the rear axle.',
          },
          clerk.cookie,
        )
        const [job] = await server.query<{ id: string }>(
          'select id from service_jobs where email = ?',
          'audit.service@example.com',
        )
        serviceJobId = job?.id ?? ''
        return serviceJob('service-job.open')
      },
    },
    intentStep(
      servicePage,
      'note',
      () => ({ note: 'Customer waits in the lounge.' }),
      serviceJob('service-job.note'),
    ),
    intentStep(
      servicePage,
      'move',
      () => ({ from: 'checked_in', to: 'diagnosing' }),
      serviceJob('service-job.move'),
    ),
    intentStep(
      servicePage,
      'line-add',
      () => ({ kind: 'labour', description: 'Rear axle bearings', hours: '2.5' }),
      serviceJob('service-estimate.line-add'),
    ),
    {
      ...intentStep(
        servicePage,
        'line-remove',
        () => ({ position: '1' }),
        serviceJob('service-estimate.line-remove'),
      ),
      async run() {
        await change(
          servicePage.path(),
          {
            intent: 'line-add',
            kind: 'part',
            description: 'Bearing kit',
            quantity: '1',
            unitPrice: '89.50',
          },
          clerk.cookie,
        )
        await change(servicePage.path(), { intent: 'line-remove', position: '1' }, clerk.cookie)
        return serviceJob('service-estimate.line-remove')
      },
    },
    intentStep(servicePage, 'send-estimate', () => ({}), serviceJob('service-estimate.send')),
    {
      route: 'service/routes/admin/service-job.tsx',
      intent: 'pay-at-desk',
      async run() {
        // the customer approves on the job's link, and staff mark the cart ready
        const [row] = await server.query<{ token: string; id: string; lines_hash: string }>(
          "select j.token, e.id, e.lines_hash from service_jobs j join service_estimates e on e.job_id = j.id where j.id = ? and e.status = 'sent'",
          serviceJobId,
        )
        const approved = await post(`/service/${row?.token ?? ''}/estimate`, {
          estimate: row?.id ?? '',
          lines: row?.lines_hash ?? '',
          decision: 'approved',
          name: 'Cora Counter',
        })
        expect(approved.status).toBe(303)
        await change(
          servicePage.path(),
          { intent: 'move', from: 'in_repair', to: 'ready' },
          clerk.cookie,
        )
        await change(servicePage.path(), { intent: 'pay-at-desk', method: 'cash' }, clerk.cookie)
        return serviceJob('service-invoice.paid-at-desk')
      },
    },
    intentStep(
      servicePage,
      'desk-entry',
      () => ({
        kind: 'desk_refund',
        method: 'cash',
        amount: '5',
        purpose: 'other',
        note: 'Goodwill for the wait',
        key: crypto.randomUUID(),
      }),
      audited('payment')('payment.desk-refund'),
    ),
    {
      route: 'service/routes/admin/service-job.tsx',
      intent: 'return',
      async run() {
        // the ready cart had come by truck: staff book its way back for the customer
        await servicePickup()
        const html = await page(servicePage.path(), clerk.cookie)
        const window = [...html.matchAll(/<input[^>]*name="deliveryWindow"[^>]*>/g)]
          .map((match) => match[0])
          .find((input) => !input.includes('disabled'))
        await change(
          servicePage.path(),
          {
            intent: 'return',
            deliveryWindow: /value="([^"]+)"/.exec(window ?? '')?.[1] ?? '',
            accessConfirmed: 'yes',
            leaveAt: 'Driveway',
          },
          clerk.cookie,
        )
        return serviceJob('service-job.return')
      },
    },
  ]
}

/** The counter's job made a pickup from Milford, with its trip on the trucks' schedule. */
async function servicePickup(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10)
  await withDatabase(server.databaseUrl, async (db) => {
    await db
      .updateTable('service_jobs')
      .set({ visit: 'pickup', street: '40 Broad Street', town: 'Milford', zip: '18337' })
      .where('id', '=', serviceJobId)
      .execute()
    for (let i = 2; i < 10; i++) {
      const booked = await withTransaction(db, (trx) =>
        bookDelivery(
          trx,
          {
            kind: 'service_pickup',
            subject: { type: 'service_job', id: serviceJobId },
            window: `${addDays(today, i)}@600`,
            town: 'milford',
            address: '40 Broad Street',
            customer: {
              name: 'Cora Counter',
              email: 'audit.service@example.com',
              phone: '570 555 0177',
            },
            items: 'A cart for service',
            accessConfirmed: true,
            leaveAt: 'Driveway',
            whiteGlove: false,
          },
          { now: new Date() },
        ),
      )
      if (booked.ok) return
    }
    throw new Error('no window free for the service pickup')
  })
}

let storageContractId = ''
let storageInvoiceId = ''
const storagePage: IntentForm = {
  route: 'storage/routes/admin/storage-contract.tsx',
  path: () => `/admin/storage/contracts/${storageContractId}`,
  as: clerk,
}
const storageContract = audited('storage_contract')

/** A monthly contract, booked and billed a month (rows as booking and billing leave them). */
async function billedStorageContract(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10)
  await withDatabase(server.databaseUrl, async (db) => {
    const contract = await insertStorageContract(db, {
      start_day: day,
      email: 'audit.storage@example.com',
    })
    storageContractId = contract.id
    storageInvoiceId = crypto.randomUUID()
    await db
      .insertInto('storage_invoices')
      .values({
        id: storageInvoiceId,
        contract_id: contract.id,
        month: day.slice(0, 7),
        first_day: day,
        last_day: day,
        lines: '[]',
        subtotal_cents: 12_500,
        tax_cents: 0,
        late_fee_cents: 0,
        total_cents: 12_500,
        due_day: day,
        issued_at: new Date().toISOString(),
      })
      .execute()
  })
}

/** Staff on a storage contract's page: an invoice paid at the desk, notice recorded, a desk refund. */
function storageSteps(): Step[] {
  return [
    {
      route: storagePage.route,
      intent: 'pay-at-desk',
      async run() {
        await billedStorageContract()
        await change(
          storagePage.path(),
          { intent: 'pay-at-desk', invoice: storageInvoiceId, method: 'check' },
          clerk.cookie,
        )
        return storageContract('storage-invoice.paid-at-desk')
      },
    },
    {
      route: storagePage.route,
      intent: 'trip',
      async run() {
        // a winter package picked up from the customer's address, in its last two weeks
        const today = new Date().toISOString().slice(0, 10)
        const picked = await withDatabase(server.databaseUrl, (db) =>
          insertStorageContract(db, {
            plan: 'winter',
            start_day: addDays(today, -60),
            end_day: addDays(today, 10),
            handover: 'pickup',
            street: '12 Lake Road',
            town: 'Carbondale',
            zip: '18407',
            email: 'audit.return@example.com',
          }),
        )
        // the first window the trucks have free from tomorrow to its last day
        const offered = await withDatabase(server.databaseUrl, (db) =>
          freeWindows(db, {
            kind: 'storage_return',
            town: 'carbondale',
            now: new Date(),
            earliestDay: addDays(today, 1),
          }),
        )
        const window = offered.days
          .filter((day) => day.day <= addDays(today, 10))
          .flatMap((day) => day.windows)
          .find((w) => w.free > 0)
        if (!window) throw new Error('no window free for the storage return')
        await change(
          `/admin/storage/contracts/${picked.id}`,
          {
            intent: 'trip',
            deliveryWindow: window.value,
            accessConfirmed: 'yes',
            leaveAt: 'Back in the garage',
          },
          clerk.cookie,
        )
        return storageContract('storage-contract.trip')
      },
    },
    intentStep(storagePage, 'notice', () => ({}), storageContract('storage-contract.notice')),
    intentStep(
      storagePage,
      'desk-entry',
      () => ({
        kind: 'desk_refund',
        method: 'cash',
        amount: '5',
        purpose: 'other',
        note: 'Goodwill for a late cart',
        key: crypto.randomUUID(),
      }),
      audited('payment')('payment.desk-refund'),
    ),
  ]
}

/** The cart's hold a buyer paid for on the local Stripe's page; a new one when none is active. */
async function activeHold(): Promise<string> {
  const held = async () =>
    (
      await server.query<{ id: string }>(
        "select id from cart_holds where vehicle_id = ? and status = 'active'",
        cartId,
      )
    )[0]?.id
  const current = await held()
  if (current) return current
  const started = await post(`/vehicle/${cartId}/hold`, {
    firstName: 'Hana',
    lastName: 'Holder',
    email: 'hana.holder@example.com',
    phone: '570-555-0142',
  })
  expect(started.status).toBe(303)
  const sessionId = /cs_test_\w+/.exec(started.headers.get('location') ?? '')?.[0] ?? ''
  expect(stripe.payWithCard(sessionId, '4242424242424242')).toEqual({ outcome: 'complete' })
  await stripe.webhooksIdle()
  return (await held()) ?? expect.fail('the paid hold should be active')
}

/** A step on a cart's hold (extend, refund, apply): staff post it on the cart's page. */
function holdStep(intent: string, action: string, fields: Record<string, string> = {}): Step {
  return {
    route: cartEditor.route,
    intent,
    async run() {
      const holdId = await activeHold()
      await change(cartPath(), { intent, holdId, ...fields }, clerk.cookie)
      return vehicle(action)
    },
  }
}

/** The rental cart the fleet steps change, as the database holds it now. */
async function rentalCart() {
  const [row] = await server.query<{ id: string; version: number }>(
    "select id, version from rental_carts where name = 'Audit test cart'",
  )
  return { cartId: row?.id ?? '', version: String(row?.version) }
}

const rentalCartEntity = (action: string): Expected => ({
  action,
  actor: owner.email,
  entity: 'rental_cart',
})

/** A renter's request sent through the public form, and the reservation as the database holds it now. */
async function requested(email: string, cartType: string, weeksAhead: number) {
  const sent = await postReserve(
    server.url,
    reserveForm({ email, cartType, startDay: saturdayAhead(weeksAhead) }),
  )
  expect(sent.status).toBe(303)
  return reservation(email)
}

async function reservation(email: string) {
  const [row] = await server.query<{ id: string; version: number }>(
    'select id, version from rental_reservations where email = ?',
    email,
  )
  return { path: `/admin/rentals/${row?.id ?? ''}`, version: String(row?.version) }
}

const rentalReservation = audited('rental_reservation')

/** Staff answer two requests: one confirmed, changed, then cancelled; the other declined. */
function reservationSteps(): Step[] {
  const route = 'rentals/routes/admin/rentals-reservation.tsx'
  const step = (
    intent: string,
    email: string,
    fields: Record<string, string>,
    action: string,
  ): Step => ({
    route,
    intent,
    async run() {
      const { path, version } =
        intent === 'confirm' || intent === 'decline'
          ? await requested(email, intent === 'confirm' ? 'six-seater' : 'utility', 9)
          : await reservation(email)
      await change(path, { intent, version, ...fields }, owner.cookie)
      return rentalReservation(action, owner.email)
    },
  })
  const day = saturdayAhead(9)
  return [
    step('confirm', 'audit.confirm@example.com', {}, 'rental.confirm'),
    step('decline', 'audit.decline@example.com', { reason: 'No cart that day.' }, 'rental.decline'),
    step(
      'change',
      'audit.confirm@example.com',
      {
        start: `${day}T10:00`,
        end: `${addDays(day, 3)}T10:00`,
        cartType: 'six-seater',
        cartId: '',
      },
      'rental.change',
    ),
    step('cancel', 'audit.confirm@example.com', { reason: 'The renter called.' }, 'rental.cancel'),
    deskStep('check-out', 'audit.desk@example.com', {
      cartId: '',
      battery: '90',
      hourMeter: '12.5',
      deposit: '750',
      depositMethod: 'card',
      licences: 'seen',
    }),
    deskStep('check-in', 'audit.desk@example.com', {
      battery: '60',
      hourMeter: '14',
      depositChoice: 'return',
    }),
    {
      // the cart just checked in is being readied: any staff member marks it ready
      route: 'rentals/routes/admin/rentals-day.tsx',
      intent: 'cart-ready',
      async run() {
        const [cart] = await server.query<{ id: string }>(
          'select id from rental_carts where readying_since is not null',
        )
        await change(
          '/admin/rentals/day',
          { intent: 'cart-ready', cartId: cart?.id ?? '' },
          owner.cookie,
        )
        return rentalCartEntity('rental.cart.ready')
      },
    },
    deskStep('no-show', 'audit.no-show@example.com', {}),
    {
      // a rental whose rent was paid online, its deposit held on the card the day before
      route: 'rentals/routes/admin/rentals-reservation.tsx',
      intent: 'hold-deposit-again',
      async run() {
        const email = 'audit.deposit@example.com'
        const online = onlinePayments(stripeSettingsOf(stripe))
        if (!online) throw new Error('online payment should be on')
        await requested(email, 'four-seater', 11)
        await startedAnHourAgo(server.databaseUrl, email)
        const { path, version } = await reservation(email)
        await withDatabase(server.databaseUrl, async (db) => {
          await rentPaidOnline(db, { server: stripe, online }, path.split('/').at(-1) ?? '')
          await holdDepositsDue(db, online, { now: new Date(), siteUrl: server.url })
        })
        await change(path, { intent: 'hold-deposit-again', version }, owner.cookie)
        return rentalReservation('rental.deposit-hold-again', owner.email)
      },
    },
  ]
}

/**
 * A desk step on a rental that has started: requested through the public
 * form, confirmed and moved to have started an hour ago (the desk acts only
 * from the start), unless an earlier step already did.
 */
function deskStep(intent: string, email: string, fields: Record<string, string>): Step {
  return {
    route: 'rentals/routes/admin/rentals-reservation.tsx',
    intent,
    async run() {
      if (intent !== 'check-in') {
        await requested(email, 'six-seater', 11)
        await startedAnHourAgo(server.databaseUrl, email)
      }
      const { path, version } = await reservation(email)
      const fresh = { ...fields }
      if (intent === 'check-in') fresh.returnedAt = localInputValue(new Date(), business.timeZone)
      await change(path, { intent, version, ...fresh }, owner.cookie)
      const action = { 'check-out': 'rental.check-out', 'check-in': 'rental.check-in' }[intent]
      return rentalReservation(action ?? 'rental.no-show', owner.email)
    },
  }
}

// In order: each step may use what the ones before it made.
/** A delivery job booked on the server's schedule, in the first free window from two days on. */
async function deliveryJob(start: number): Promise<string> {
  const today = new Date().toISOString().slice(0, 10)
  for (let i = 2; i < 10; i++) {
    const booked = await withDatabase(server.databaseUrl, (db) =>
      withTransaction(db, (trx) =>
        bookDelivery(
          trx,
          {
            kind: 'sale_delivery',
            subject: { type: 'cart_sale', id: `audit-${start}` },
            window: `${addDays(today, i)}@${start}`,
            town: 'milford',
            address: '40 Broad Street',
            customer: {
              name: 'Audit Buyer',
              email: 'audit.buyer@example.com',
              phone: '570-555-0177',
            },
            items: 'A sold cart',
            accessConfirmed: true,
            leaveAt: 'Driveway',
            whiteGlove: false,
          },
          { now: new Date() },
        ),
      ),
    )
    if (booked.ok) return booked.job.id
  }
  throw new Error('no window free for the audit steps')
}

let begunStart = 0
/** A delivery job of today whose window has begun (a missed appointment is marked from then on). */
async function begunDeliveryJob(): Promise<string> {
  const job = await withDatabase(server.databaseUrl, (db) =>
    insertDeliveryJob(db, { day: windowBegunToday().day, window_start: (begunStart += 1) }),
  )
  return job.id
}

/** A driver's step on the day's page. */
function driverStep(
  intent: string,
  action: string,
  fields: () => Promise<Record<string, string>>,
): Step {
  return {
    route: 'deliveries/routes/admin/deliveries-day.tsx',
    intent,
    async run() {
      await change('/admin/deliveries/day', { intent, ...(await fields()) }, clerk.cookie)
      return { action, actor: clerk.email, entity: 'delivery_job' }
    },
  }
}
let deliveryId = ''
let missedId = ''
let jobViewId = ''

const steps: Step[] = [
  {
    route: 'staff/routes/admin/invite.tsx',
    intent: '',
    async run() {
      const path = await invitePath(server.databaseUrl, owner.email)
      keepSession(owner, await change(path, { name: 'Olive Owner', password: owner.password }))
      return staffUser('staff.invite-accepted', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/staff.tsx',
    intent: 'invite',
    async run() {
      const invited = await change(
        '/admin/staff',
        { intent: 'invite', email: clerk.email, role: 'owner' },
        owner.cookie,
      )
      const link = /data-testid="invite-link">([^<]+)</.exec(await invited.text())?.[1] ?? ''
      const accepted = await change(new URL(link).pathname, {
        name: 'Carl Clerk',
        password: clerk.password,
      })
      keepSession(clerk, accepted)
      const [row] = await server.query<{ id: string }>(
        'select id from staff_users where email = ?',
        clerk.email,
      )
      clerkId = row?.id ?? ''
      return staffUser('staff.invite', owner.email)
    },
  },
  intentStep(
    staffPage,
    'role',
    () => ({ userId: clerkId, role: 'staff' }),
    staffUser('staff.role', owner.email),
  ),
  intentStep(
    staffPage,
    'disable',
    () => ({ userId: clerkId }),
    staffUser('staff.disable', owner.email),
  ),
  intentStep(
    staffPage,
    'enable',
    () => ({ userId: clerkId }),
    staffUser('staff.enable', owner.email),
  ),
  {
    route: 'sales/routes/admin/buyer-price.tsx',
    intent: '',
    async run() {
      await change('/admin/buyer-price', { intent: 'apr', apr: '6.5' }, owner.cookie)
      return setting('settings.financing-apr', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { minutes: '90' }, owner.cookie)
      return setting('settings.response-promise', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { turnaroundMinutes: '45' }, owner.cookie)
      return setting('settings.rental-turnaround', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { holdHours: '6' }, owner.cookie)
      return setting('settings.rental-hold', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { noShowHours: '5' }, owner.cookie)
      return setting('settings.rental-no-show', owner.email)
    },
  },
  {
    route: 'site/routes/admin/hours.tsx',
    intent: 'week',
    async run() {
      const days = Object.fromEntries(
        ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].flatMap((d) => [
          [`${d}-open`, '09:00'],
          [`${d}-close`, d === 'Sat' ? '14:00' : '17:00'],
        ]),
      )
      await change(
        '/admin/hours',
        { intent: 'week', week: 'showroom', ...days, 'Sun-closed': 'on' },
        owner.cookie,
      )
      return audited('hours_week')('hours.week', owner.email)
    },
  },
  {
    route: 'site/routes/admin/hours.tsx',
    intent: 'add-exception',
    async run() {
      await change(
        '/admin/hours',
        {
          intent: 'add-exception',
          week: 'all',
          startsOn: addDays(new Date().toISOString().slice(0, 10), 3),
          kind: 'closed',
          note: 'Audit closure',
        },
        owner.cookie,
      )
      return audited('hours_exception')('hours.exception-add', owner.email)
    },
  },
  {
    route: 'site/routes/admin/hours.tsx',
    intent: 'remove-exception',
    async run() {
      const [row] = await server.query<{ id: string }>(
        "select id from hours_exceptions where note = 'Audit closure'",
      )
      await change('/admin/hours', { intent: 'remove-exception', id: row?.id ?? '' }, owner.cookie)
      return audited('hours_exception')('hours.exception-remove', owner.email)
    },
  },
  siteStep('price-save', 'service-price.add', () => ({ id: '', ...auditService })),
  siteStep('price-move', 'service-price.move', () => ({ id: 'warranty', direction: 'up' })),
  siteStep('price-remove', 'service-price.remove', async () => {
    const [row] = await server.query<{ id: string }>(
      'select id from service_prices where name = ?',
      auditService.name,
    )
    return { id: row?.id ?? '' }
  }),
  siteStep('member-save', 'team-member.edit', () => ({
    id: 'mark-delaney',
    name: 'Mark Delaney',
    role: 'Owner',
    bio: 'Opened the garage in 2010.',
  })),
  siteStep('member-move', 'team-member.move', () => ({ id: 'mark-delaney', direction: 'down' })),
  siteStep('member-remove', 'team-member.remove', () => ({ id: 'mark-delaney' })),
  ...(['add', 'edit', 'end', 'delete'] as const).map((intent): Step => ({
    route: 'site/routes/admin/announcements.tsx',
    intent,
    async run() {
      const [row] = await server.query<{ id: string }>('select id from announcements')
      const now = Date.now()
      const local = (ms: number) => localInputValue(new Date(now + ms), business.timeZone)
      const banner = {
        text: 'Audit banner',
        tone: 'info',
        where: 'all',
        startsAt: local(-3_600_000),
        endsAt: local(86_400_000),
      }
      const fields = intent === 'add' || intent === 'edit' ? banner : {}
      await change('/admin/announcements', { intent, id: row?.id ?? '', ...fields }, owner.cookie)
      const action = intent === 'delete' ? 'remove' : intent
      return audited('announcement')(`announcement.${action}`, owner.email)
    },
  })),
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { spamDays: '14' }, owner.cookie)
      return setting('settings.spam-retention', owner.email)
    },
  },
  {
    route: 'rentals/routes/admin/rentals-rates.tsx',
    intent: '',
    async run() {
      const html = await page('/admin/rentals/rates', owner.cookie)
      const stamp =
        /name="card" value="pickup"\/><input type="hidden" name="stamp" value="([^"]+)"/.exec(
          html,
        )?.[1] ?? ''
      const fields: Record<string, string> = { card: 'pickup', stamp }
      for (const type of cartTypes) {
        for (const plan of planDurations)
          fields[`${type}.${plan}`] = String(pickupRates[type].prices[plan])
      }
      fields['utility.daily'] = '250'
      await change('/admin/rentals/rates', fields, owner.cookie)
      return { action: 'rental.rate', actor: owner.email, entity: 'rental_rate' }
    },
  },
  {
    route: 'service/routes/admin/service-settings.tsx',
    intent: '',
    async run() {
      const html = await page('/admin/service/settings', owner.cookie)
      const fields = Object.fromEntries(
        // each field's id is its name
        [
          ...html.matchAll(
            /<input id="((?:places|online|pickup|mobile)-[a-z0-9_-]+)"[^>]* value="([^"]*)"/g,
          ),
        ].map((match) => [match[1] ?? '', match[2] ?? '']),
      )
      // drop-offs and mobile visits each weekday (a pickup is a drop-off's), two fees a zone
      expect(Object.keys(fields)).toHaveLength(7 * 2 * 2 + 3 * 2)
      await change('/admin/service/settings', { ...fields, 'online-6-drop_off': '2' }, owner.cookie)
      return { action: 'service.settings', actor: owner.email, entity: 'service_settings' }
    },
  },
  {
    route: 'storage/routes/admin/storage-offers.tsx',
    intent: '',
    async run() {
      const html = await page('/admin/storage/offers', owner.cookie)
      // each input of the form with the value it shows (the token is the post's own)
      const fields = Object.fromEntries(
        [...html.matchAll(/<input [^>]*>/g)]
          .map((tag) => [
            /name="([^"]+)"/.exec(tag[0])?.[1] ?? '',
            /value="([^"]*)"/.exec(tag[0])?.[1] ?? '',
          ])
          .filter(([name]) => name !== 'csrf'),
      )
      expect(fields.stamp).toBeTruthy()
      await change('/admin/storage/offers', { ...fields, 'monthly.indoor': '130.00' }, owner.cookie)
      return { action: 'storage.offers', actor: owner.email, entity: 'storage_offers' }
    },
  },
  {
    route: 'storage/routes/admin/storage-spaces.tsx',
    intent: '',
    async run() {
      const fields = {
        'pocono-pines.indoor': '25',
        'pocono-pines.outdoor': '16',
        'scranton.indoor': '18',
        'scranton.outdoor': '12',
      }
      await change('/admin/storage/spaces', fields, owner.cookie)
      return { action: 'storage.spaces', actor: owner.email, entity: 'storage_spaces' }
    },
  },
  {
    route: 'rentals/routes/admin/rentals-fleet.tsx',
    intent: 'add',
    async run() {
      const cart = { name: 'Audit test cart', cartType: 'utility', homeLocationId: 'scranton' }
      await change('/admin/rentals/fleet', { intent: 'add', ...cart }, owner.cookie)
      return rentalCartEntity('rental.cart.add')
    },
  },
  {
    route: 'rentals/routes/admin/rentals-fleet.tsx',
    intent: 'update',
    async run() {
      const fields = {
        intent: 'update',
        name: 'Audit test cart',
        cartType: 'utility',
        homeLocationId: 'pocono-pines',
      }
      await change('/admin/rentals/fleet', { ...fields, ...(await rentalCart()) }, owner.cookie)
      return rentalCartEntity('rental.cart.update')
    },
  },
  {
    route: 'rentals/routes/admin/rentals-fleet.tsx',
    intent: 'maintenance',
    async run() {
      const fields = {
        intent: 'maintenance',
        from: '2099-01-01',
        to: '2099-01-03',
        reason: 'New batteries',
      }
      await change('/admin/rentals/fleet', { ...fields, ...(await rentalCart()) }, owner.cookie)
      return rentalCartEntity('rental.maintenance.add')
    },
  },
  {
    route: 'rentals/routes/admin/rentals-fleet.tsx',
    intent: 'maintenance-remove',
    async run() {
      const [block] = await server.query<{ id: string }>('select id from rental_maintenance')
      const { cartId } = await rentalCart()
      await change(
        '/admin/rentals/fleet',
        { intent: 'maintenance-remove', cartId, blockId: block?.id ?? '' },
        owner.cookie,
      )
      return rentalCartEntity('rental.maintenance.remove')
    },
  },
  {
    route: 'rentals/routes/admin/rentals-day.tsx',
    intent: 'feed-create',
    async run() {
      const made = await change(
        '/admin/rentals/day',
        { intent: 'feed-create', showroomId: 'scranton' },
        owner.cookie,
      )
      expect(await made.text()).toContain('/feeds/rental-desk/')
      return { action: 'rental.feed.create', actor: owner.email, entity: 'rental_calendar_feed' }
    },
  },
  {
    route: 'rentals/routes/admin/rentals-day.tsx',
    intent: 'feed-revoke',
    async run() {
      const [feed] = await server.query<{ id: string }>('select id from rental_calendar_feeds')
      await change(
        '/admin/rentals/day',
        { intent: 'feed-revoke', feedId: feed?.id ?? '' },
        owner.cookie,
      )
      return { action: 'rental.feed.revoke', actor: owner.email, entity: 'rental_calendar_feed' }
    },
  },
  {
    route: 'rentals/routes/admin/rentals-fleet.tsx',
    intent: 'retire',
    async run() {
      await change(
        '/admin/rentals/fleet',
        { intent: 'retire', ...(await rentalCart()) },
        owner.cookie,
      )
      return rentalCartEntity('rental.cart.retire')
    },
  },
  ...reservationSteps(),
  {
    // money taken at the desk, recorded from the rental's page
    route: 'rentals/routes/admin/rentals-reservation.tsx',
    intent: 'desk-entry',
    async run() {
      const { path } = await reservation('audit.desk@example.com')
      const entry = { kind: 'desk_payment', method: 'cash', amount: '20', purpose: 'fees' }
      await change(path, { intent: 'desk-entry', ...entry, key: crypto.randomUUID() }, owner.cookie)
      return audited('payment')('payment.desk-payment', owner.email)
    },
  },
  // owners set the labour rate on the service board
  {
    route: 'service/routes/admin/service-board.tsx',
    intent: '',
    async run() {
      await change('/admin/service', { labourRate: '160' }, owner.cookie)
      return setting('settings.service-labour-rate', owner.email)
    },
  },
  {
    route: 'payments/routes/admin/payments.tsx',
    intent: '',
    async run() {
      await change('/admin/payments', { salesTaxPercent: '6.5' }, owner.cookie)
      return setting('settings.sales-tax', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/sign-in.tsx',
    intent: '',
    async run() {
      // disabling ended the clerk's sessions: sign in again
      keepSession(clerk, await signIn(clerk, '/admin'))
      return staffUser('sign-in.success', clerk.email)
    },
  },
  {
    route: 'staff/routes/admin/account.tsx',
    intent: 'password',
    async run() {
      const next = 'velvet harbor quartz nimbus'
      const changed = await change(
        '/admin/account',
        { intent: 'password', current: owner.password, next },
        owner.cookie,
      )
      owner.password = next
      // the session is renewed with the new password; every other one ends
      keepSession(owner, changed)
      return staffUser('password.change', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/two-factor-setup.tsx',
    intent: '',
    async run() {
      const path = '/admin/account/two-factor'
      const html = await page(path, owner.cookie)
      const secret = /data-testid="totp-secret">([^<]+)</.exec(html)?.[1]?.replaceAll(' ', '') ?? ''
      const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })
      keepSession(owner, await change(path, { code: otp }, owner.cookie))
      return staffUser('two-factor.enable', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/account.tsx',
    intent: 'recovery-codes',
    async run() {
      const made = await change('/admin/account', { intent: 'recovery-codes' }, owner.cookie)
      const list = /aria-label="Recovery codes"[^>]*>(.*?)<\/ul>/s.exec(await made.text())?.[1]
      recoveryCodes = [...(list ?? '').matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1] ?? '')
      expect(recoveryCodes.length).toBeGreaterThan(0)
      return staffUser('two-factor.recovery-codes', owner.email)
    },
  },
  intentStep(
    staffPage,
    'require-2fa',
    () => ({ required: '1' }),
    setting('settings.require-two-factor', owner.email),
  ),
  {
    route: 'sales/routes/admin/alerts.tsx',
    intent: 'find',
    async run() {
      await change('/admin/alerts', { intent: 'find', email: 'buyer@example.com' }, owner.cookie)
      return { action: 'alerts.lookup', actor: owner.email, entity: 'alert_address' }
    },
  },
  {
    route: 'sales/routes/admin/alerts.tsx',
    intent: 'unsubscribe-mail',
    async run() {
      const subject = `Unsubscribe ${'A'.repeat(43)}`
      await change('/admin/alerts', { intent: 'unsubscribe-mail', subject }, owner.cookie)
      return { action: 'alerts.unsubscribe-mail', actor: owner.email, entity: 'alert_address' }
    },
  },
  {
    route: 'staff/routes/admin/settings.tsx',
    intent: '',
    async run() {
      await change('/admin/settings', { digestHour: '7' }, owner.cookie)
      return setting('settings.alert-digest-hour', owner.email)
    },
  },
  {
    route: 'sales/routes/admin/alerts.tsx',
    intent: 'delete',
    async run() {
      await change('/admin/alerts', { intent: 'delete', email: 'buyer@example.com' }, owner.cookie)
      return { action: 'alerts.delete', actor: owner.email, entity: 'alert_address' }
    },
  },
  {
    route: 'staff/routes/admin/sign-out.tsx',
    intent: '',
    async run() {
      await change('/admin/sign-out', {}, owner.cookie, '/admin/account')
      return staffUser('sign-out', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/sign-in-code.tsx',
    intent: '',
    async run() {
      const pending = await signIn(owner, '/admin/staff')
      expect(pending.headers.get('location')).toMatch(/^\/admin\/sign-in\/code/)
      const cookie = sessionPair(pending.headers.get('set-cookie'))
      const signedIn = await change(
        '/admin/sign-in/code',
        { code: recoveryCodes[0] ?? '', redirectTo: '/admin/staff' },
        cookie,
      )
      keepSession(owner, signedIn)
      return staffUser('sign-in.success', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/account.tsx',
    intent: 'disable-2fa',
    async run() {
      await change('/admin/staff', { intent: 'require-2fa', required: '0' }, owner.cookie)
      await change(
        '/admin/account',
        { intent: 'disable-2fa', password: owner.password },
        owner.cookie,
      )
      return staffUser('two-factor.disable', owner.email)
    },
  },
  {
    route: 'staff/routes/admin/forgot-password.tsx',
    intent: '',
    async run() {
      await change('/admin/forgot-password', { email: clerk.email })
      return staffUser('password.reset-requested', clerk.email)
    },
  },
  {
    route: 'staff/routes/admin/reset-password.tsx',
    intent: '',
    async run() {
      const path = await resetPath(server.databaseUrl, clerk.email)
      clerk.password = 'quiet meadow lantern harbor'
      await change(path, { password: clerk.password })
      // a new password ends every session
      keepSession(clerk, await signIn(clerk, '/admin'))
      const [reset] = await server.query<{ n: number }>(
        "select count(*) as n from audit_log where action = 'password.reset'",
      )
      expect(reset?.n).toBe(1)
      return staffUser('sign-in.success', clerk.email)
    },
  },
  {
    route: 'sales/routes/admin/inventory-new.tsx',
    intent: '',
    async run() {
      const created = await change('/admin/inventory/new', cartForm, clerk.cookie)
      cartId = /\/admin\/inventory\/([^?]+)/.exec(created.headers.get('location') ?? '')?.[1] ?? ''
      expect(cartId).not.toBe('')
      return vehicle('vehicle.create')
    },
  },
  {
    route: 'sales/routes/admin/inventory-edit.tsx',
    intent: 'save',
    async run() {
      const version = await cartVersion()
      await change(
        cartPath(),
        { ...cartForm, price: '9495', version, intent: 'save' },
        clerk.cookie,
      )
      return vehicle('vehicle.update')
    },
  },
  intentStep(
    cartEditor,
    'status',
    // the status the page showed (a new cart is a draft); it has no photos yet:
    // put on sale anyway, as the warning offers
    () => ({ status: 'available', expected: 'draft', withoutPhotos: '1' }),
    vehicle('vehicle.status'),
  ),
  intentStep(cartEditor, 'feature', () => ({ featured: '1' }), vehicle('vehicle.featured')),
  intentStep(cartEditor, 'duplicate', () => ({}), vehicle('vehicle.duplicate')),
  {
    route: 'server/photos/inventory-photo-upload.ts',
    intent: '',
    async run() {
      await uploadPhotos(2)
      expect(photoIds).toHaveLength(2)
      return vehicle('vehicle.photos.add')
    },
  },
  intentStep(
    cartEditor,
    'photo-move',
    () => ({ photoId: photoIds[1] ?? '', to: '0' }),
    vehicle('vehicle.photos.reorder'),
  ),
  intentStep(
    cartEditor,
    'photo-alt',
    () => ({ photoId: photoIds[0] ?? '', alt: 'The cart from the front' }),
    photo('vehicle.photos.alt'),
  ),
  intentStep(
    cartEditor,
    'photo-delete',
    () => ({ photoId: photoIds[1] ?? '' }),
    photo('vehicle.photos.delete'),
  ),
  // a buyer holds the cart with a deposit; staff extend that hold, then refund it; a second
  // buyer's hold is applied to the sale
  holdStep('hold-extend', 'cart-hold.extend', { days: '2' }),
  holdStep('hold-refund', 'cart-hold.refund'),
  holdStep('hold-apply', 'cart-hold.apply'),
  // the cart is sold now: staff book its delivery for the buyer, in the first free window
  {
    route: cartEditor.route,
    intent: 'delivery-book',
    async run() {
      const offered = await withDatabase(server.databaseUrl, (db) =>
        saleWindows(db, 'milford', new Date()),
      )
      const window = offered.days.flatMap((day) => day.windows).find((w) => w.free > 0)
      await change(
        cartPath(),
        {
          intent: 'delivery-book',
          firstName: 'Wade',
          lastName: 'Walker',
          email: 'wade@example.com',
          phone: '570-555-0177',
          town: 'milford',
          address: '8 Harbor Lane, Milford PA',
          deliveryWindow: window?.value ?? '',
          accessConfirmed: 'yes',
          leaveAt: 'In the carport',
        },
        clerk.cookie,
      )
      return vehicle('cart-delivery.book')
    },
  },
  {
    route: 'sales/routes/admin/inventory-delete.tsx',
    intent: '',
    async run() {
      await change(`${cartPath()}/delete`, {}, clerk.cookie)
      return vehicle('vehicle.delete')
    },
  },
  {
    route: 'leads/routes/admin/leads-lead.tsx',
    intent: 'assign',
    async run() {
      const sent = await postContact(server.url, validContact)
      expect(sent.status).toBe(201)
      leadId = ((await sent.json()) as { id: string }).id
      await change(leadPath(), { intent: 'assign', assignee: clerkId, expected: '' }, clerk.cookie)
      return lead('lead.assigned')
    },
  },
  intentStep(
    leadPage,
    'stage',
    () => ({ stage: 'contacted', expected: 'new' }),
    lead('lead.stage'),
  ),
  intentStep(
    leadPage,
    'entry',
    () => ({ kind: 'note', text: 'Wants the blue one.' }),
    lead('lead.note'),
  ),
  intentStep(leadPage, 'spam', () => ({}), lead('lead.spam')),
  intentStep(leadPage, 'not-spam', () => ({}), lead('lead.not-spam')),
  intentStep(leadPage, 'resend', () => ({}), lead('lead.resent')),
  ...serviceSteps(),
  ...storageSteps(),
  {
    route: 'leads/routes/admin/leads-lead.tsx',
    intent: 'trade-in-value',
    async run() {
      const form = new FormData()
      const fields = {
        ...validContact,
        brand: 'Club Car',
        model: 'Onward',
        year: '2019',
        battery: 'lithium',
        charger: 'yes',
        condition: 'good',
      }
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      const photo = await sharp({
        create: { width: 32, height: 24, channels: 3, background: '#336633' },
      })
        .jpeg()
        .toBuffer()
      form.set('photos', new File([new Uint8Array(photo)], 'cart.jpg', { type: 'image/jpeg' }))
      const sent = await fetch(`${server.url}/trade-in`, {
        method: 'POST',
        headers: { origin: server.url },
        body: form,
        redirect: 'manual',
      })
      expect(sent.status).toBe(302)
      const [row] = await server.query<{ lead_id: string }>('select lead_id from trade_ins')
      const tradeInLead = `/admin/leads/${row?.lead_id ?? ''}`
      await change(tradeInLead, { intent: 'trade-in-value', value: '3000' }, clerk.cookie)
      return lead('lead.trade-in-value')
    },
  },
  {
    route: 'privacy/routes/admin/privacy.tsx',
    intent: '',
    async run() {
      // turning two-factor off ended the owner's sessions: sign in again
      keepSession(owner, await signIn(owner, '/admin'))
      // the visitor of the lead steps asks to be forgotten
      await change('/admin/privacy', { person: validContact.email, confirm: 'yes' }, owner.cookie)
      return { action: 'privacy.forget', actor: owner.email, entity: 'privacy_request' }
    },
  },
  {
    route: 'sales/routes/admin/inventory-import.tsx',
    intent: 'preview',
    async run() {
      importId = await previewImportFile()
      return inventoryImport('vehicle.import.preview', owner.email)
    },
  },
  {
    route: 'sales/routes/admin/inventory-import.tsx',
    intent: 'confirm',
    async run() {
      await change('/admin/inventory/import', { intent: 'confirm', importId }, owner.cookie)
      return vehicle('vehicle.import.create', owner.email)
    },
  },
  {
    route: 'deliveries/routes/admin/deliveries-trucks.tsx',
    intent: '',
    async run() {
      await change(
        '/admin/deliveries/trucks',
        { truckId: '', name: 'Audit truck', showroom: 'scranton', weekdays: '1' },
        owner.cookie,
      )
      return { action: 'delivery.truck', actor: owner.email, entity: 'delivery_truck' }
    },
  },
  {
    route: 'deliveries/routes/admin/deliveries-week.tsx',
    intent: '',
    async run() {
      deliveryId = await deliveryJob(600)
      const [job] = await server.query<{ day: string }>(
        'select day from delivery_jobs where id = ?',
        deliveryId,
      )
      await change(
        '/admin/deliveries',
        { jobId: deliveryId, week: job?.day ?? '', window: `${job?.day ?? ''}@720`, truckId: '' },
        clerk.cookie,
      )
      return { action: 'delivery.move', actor: clerk.email, entity: 'delivery_job' }
    },
  },
  driverStep('on-the-way', 'delivery.on_the_way', async () => ({ jobId: deliveryId, day: '' })),
  driverStep('arrived', 'delivery.arrived', async () => ({ jobId: deliveryId, day: '' })),
  driverStep('failed', 'delivery.failed', async () => ({
    jobId: await deliveryJob(840),
    day: '',
    reason: 'Gate locked',
  })),
  driverStep('missed', 'delivery.missed', async () => {
    missedId = await begunDeliveryJob()
    return { jobId: missedId, day: '', confirmMissed: 'yes' }
  }),
  {
    route: 'deliveries/routes/admin/deliveries-job.tsx',
    intent: 'missed',
    async run() {
      jobViewId = await begunDeliveryJob()
      await change(
        `/admin/deliveries/jobs/${jobViewId}`,
        { intent: 'missed', confirmMissed: 'yes' },
        clerk.cookie,
      )
      return { action: 'delivery.missed', actor: clerk.email, entity: 'delivery_job' }
    },
  },
  {
    route: 'deliveries/routes/admin/deliveries-job.tsx',
    intent: 'fee-paid',
    async run() {
      const [fee] = await server.query<{ id: string }>(
        'select id from delivery_fees where job_id = ?',
        jobViewId,
      )
      await change(
        `/admin/deliveries/jobs/${jobViewId}`,
        { intent: 'fee-paid', feeId: fee?.id ?? '', method: 'cash' },
        clerk.cookie,
      )
      return { action: 'delivery.fee-paid', actor: clerk.email, entity: 'delivery_job' }
    },
  },
  {
    route: 'deliveries/routes/admin/deliveries-job.tsx',
    intent: 'fee-waive',
    async run() {
      const [fee] = await server.query<{ id: string }>(
        'select id from delivery_fees where job_id = ?',
        missedId,
      )
      await change(
        `/admin/deliveries/jobs/${missedId}`,
        { intent: 'fee-waive', feeId: fee?.id ?? '', reason: 'Our driver came early' },
        owner.cookie,
      )
      return { action: 'delivery.fee-waived', actor: owner.email, entity: 'delivery_job' }
    },
  },
  {
    route: 'deliveries/routes/admin/deliveries-day.tsx',
    intent: 'done',
    async run() {
      const jobId = await deliveryJob(960)
      const photo = await sharp({
        create: { width: 320, height: 240, channels: 3, background: '#2233aa' },
      })
        .jpeg()
        .toBuffer()
      const form = (csrf?: string) => {
        const body = new FormData()
        for (const [name, value] of Object.entries({
          intent: 'done',
          jobId,
          day: '',
          proofName: 'Audit Buyer',
          ...(csrf ? { csrf } : {}),
        }))
          body.append(name, value)
        body.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'left.jpg')
        return body
      }
      const before = await auditRows()
      const forged = await fetch(`${server.url}/admin/deliveries/day`, {
        method: 'POST',
        headers: { origin: 'https://another-site.example', cookie: clerk.cookie },
        body: form(),
      })
      expect(forged.status, 'a proof of delivery from another site').toBe(403)
      expect(await auditRows()).toBe(before)
      const csrf = /name="csrf" value="([A-Za-z0-9_-]+)"/.exec(
        await page('/admin/deliveries/day', clerk.cookie),
      )?.[1]
      const sent = await fetch(`${server.url}/admin/deliveries/day`, {
        method: 'POST',
        headers: { origin: server.url, cookie: clerk.cookie },
        body: form(csrf),
        redirect: 'manual',
      })
      expect(sent.status).toBe(302)
      expect(sent.headers.get('location')).toContain('saved=1')
      return { action: 'delivery.done', actor: clerk.email, entity: 'delivery_job' }
    },
  },
  {
    route: 'staff/routes/admin/sign-out.tsx',
    intent: 'everywhere',
    async run() {
      await change('/admin/sign-out', { scope: 'everywhere' }, clerk.cookie, '/admin/account')
      return staffUser('sign-out.everywhere', clerk.email)
    },
  },
]

describe('the audit trail of the back office', () => {
  it('walks every admin route that has an action, and every intent of each', async () => {
    const walked = new Set(steps.map((step) => `${step.route} ${step.intent}`.trim()))
    const required: string[] = []
    for (const file of await adminRoutesWithActions()) {
      const intents = await intentsOf(file)
      if (intents.length === 0) required.push(file)
      for (const intent of intents) required.push(`${file} ${intent}`)
    }
    expect(required.length).toBeGreaterThanOrEqual(12)
    expect(required.filter((entry) => !walked.has(entry))).toEqual([])
  })

  type AuditRow = { id: string; action: string; actor_email: string | null; entity: string | null }
  const seen = new Set<string>()

  for (const step of steps) {
    it(`${step.route} ${step.intent || '(its one action)'} writes an audit row`, async () => {
      const expected = await step.run()
      const rows = await server.query<AuditRow>(
        'select id, action, actor_email, entity from audit_log',
      )
      const added = rows.filter((row) => !seen.has(row.id))
      for (const row of rows) seen.add(row.id)
      expect(
        added.map((row) => ({ action: row.action, actor: row.actor_email, entity: row.entity })),
      ).toContainEqual(expected)
    })
  }
})
