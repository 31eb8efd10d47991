import { Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { locationById } from '#app/kernel/dealer/locations.ts'
import { shortDayYearText } from '#app/kernel/dealer-clock.ts'
import { countOf } from '#app/kernel/plural.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { type FleetCart, listFleet } from '#app/rentals/.server/fleet.ts'
import { type FlaggedReservation, needsAnotherCart } from '#app/rentals/.server/maintenance.ts'
import { CartFields } from '#app/rentals/components/admin/cart-fields.tsx'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import { cartInfo } from '#app/rentals/content/rentals.ts'
import {
  type CartFieldName,
  type MaintenanceFieldName,
  maintenanceReasonMax,
} from '#app/rentals/fleet-form.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-fleet'
import {
  add,
  type FleetResult,
  maintenance,
  maintenanceRemove,
  retire,
  unknownIntent,
  update,
} from './rentals-fleet.server.ts'

export const meta = () => adminMeta('Rental fleet')

const savedMessages: Record<string, string> = {
  add: 'Cart added: it is in service and can be reserved.',
  update: 'Cart saved.',
  maintenance:
    'The cart is out for maintenance on those days: no new reservation is offered it then. Reservations it already had then are flagged "needs another cart".',
  'maintenance-remove': 'The maintenance is removed: the cart can be reserved on those days again.',
  retire: 'The cart is retired: it is kept in the list but never reserved again.',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const query = new URL(request.url).searchParams
  const now = new Date()
  return {
    role: user.role,
    fleet: await listFleet(context.db, now),
    flagged: await needsAnotherCart(context.db, now),
    today: calendarDay(now, business.timeZone),
    selected: query.get('cart') ?? '',
    saved: savedMessages[query.get('saved') ?? ''],
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const fleet = { db: context.db, actor: actorOf(user, request, context) }
  switch (formText(form, 'intent')) {
    case 'add':
      return add(fleet, form)
    case 'maintenance':
      return maintenance(fleet, form)
    case 'maintenance-remove':
      return maintenanceRemove(fleet, form)
    case 'update':
      return update(fleet, form)
    case 'retire':
      return retire(fleet, form)
    default:
      return unknownIntent(form)
  }
}

/** The cart's state, with its maintenance when a block covers today. */
function stateText(cart: FleetCart, today: string): string {
  if (cart.state === 'retired') return 'Retired'
  const now = cart.blocks.find((block) => block.firstDay <= today)
  return now
    ? `Out for maintenance until ${shortDayYearText(now.lastDay)} (${now.reason})`
    : 'In service'
}

const blockText = (block: { firstDay: string; lastDay: string }) =>
  block.firstDay === block.lastDay
    ? shortDayYearText(block.firstDay)
    : `${shortDayYearText(block.firstDay)} to ${shortDayYearText(block.lastDay)}`

const fieldLabels: Record<CartFieldName | MaintenanceFieldName, string> = {
  name: 'Name or number',
  cartType: 'Type',
  homeLocationId: 'Home showroom',
  from: 'First day',
  to: 'Last day',
  reason: 'Why',
}

/** Error ids are prefixed with the form's, as its fields are. */
const prefixed = (prefix: string, fields: Record<string, string> | undefined) =>
  fields && Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}-${k}`, v]))
const prefixedLabels = (prefix: string) =>
  Object.fromEntries(Object.entries(fieldLabels).map(([k, v]) => [`${prefix}-${k}`, v]))

function ManageCart({
  cart,
  today,
  flagged,
  result,
}: {
  cart: FleetCart
  today: string
  flagged: FlaggedReservation[]
  result?: FleetResult
}) {
  const hidden = (
    <>
      <input type="hidden" name="cartId" value={cart.id} />
      <input type="hidden" name="version" value={cart.version} />
    </>
  )
  const prefix = `cart-${cart.id}`
  return (
    <section aria-labelledby="manage-heading" id="manage" className="mt-10 max-w-3xl scroll-mt-24">
      <h2 id="manage-heading" className="text-2xl font-semibold text-gray-900">
        {cart.name}
      </h2>
      <p className="mt-1 text-gray-700">
        {stateText(cart, today)}; {countOf(cart.upcoming, 'upcoming reservation')}.
      </p>
      <div className="mt-4">
        <FormMessage message={result?.error} />
        <ErrorSummary errors={prefixed(prefix, result?.fields)} labels={prefixedLabels(prefix)} />
      </div>
      {cart.state !== 'retired' && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-gray-900">Details</h3>
          <AdminForm className="mt-3 space-y-4" key={`details-${cart.version}`}>
            {hidden}
            <CartFields idPrefix={prefix} values={cart} errors={result?.fields} />
            <Button type="submit" name="intent" value="update">
              Save the details
            </Button>
          </AdminForm>

          <h3 className="mt-8 text-lg font-semibold text-gray-900">Maintenance</h3>
          {flagged.length > 0 && (
            <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
              <p className="font-semibold text-gray-900">Needs another cart:</p>
              <ul className="mt-1 list-disc pl-5">
                {flagged.map((r) => (
                  <li key={r.id}>
                    <Link to={`/admin/rentals/${r.id}`} className="text-brand-800 underline">
                      {r.renter}, {blockText(r)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {cart.blocks.length === 0 ? (
            <p className="mt-3 text-gray-700">No maintenance planned.</p>
          ) : (
            <ul className="mt-3 space-y-2" aria-label={`Maintenance of ${cart.name}`}>
              {cart.blocks.map((block) => (
                <li
                  key={block.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
                >
                  <span>
                    <span className="font-semibold">{blockText(block)}</span>: {block.reason}
                  </span>
                  <AdminForm>
                    <input type="hidden" name="cartId" value={cart.id} />
                    <input type="hidden" name="blockId" value={block.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="maintenance-remove"
                      variant="outline"
                      aria-label={`Remove the maintenance ${blockText(block)}`}
                    >
                      Remove
                    </Button>
                  </AdminForm>
                </li>
              ))}
            </ul>
          )}
          <AdminForm className="mt-4 space-y-4" aria-label={`Add maintenance for ${cart.name}`}>
            <input type="hidden" name="cartId" value={cart.id} />
            <div className="grid gap-4 sm:grid-cols-2">
              {(['from', 'to'] as const).map((name) => (
                <HintedField
                  key={name}
                  id={`${prefix}-${name}`}
                  label={name === 'from' ? 'First day out of service' : 'Last day out of service'}
                  error={result?.fields?.[name]}
                  required
                >
                  {(control) => (
                    <input
                      {...control}
                      type="date"
                      name={name}
                      min={today}
                      defaultValue={today}
                      required
                    />
                  )}
                </HintedField>
              ))}
            </div>
            <HintedField
              id={`${prefix}-reason`}
              label="Why"
              hint={`Such as "new batteries"; at most ${maintenanceReasonMax} characters.`}
              error={result?.fields?.reason}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="reason"
                  maxLength={maintenanceReasonMax}
                  required
                />
              )}
            </HintedField>
            <p className="text-sm text-gray-700">
              Reservations the cart already has on those days are kept and flagged &ldquo;needs
              another cart&rdquo;, to be moved from their page.
            </p>
            <Button type="submit" name="intent" value="maintenance">
              Add the maintenance
            </Button>
          </AdminForm>

          <h3 className="mt-8 text-lg font-semibold text-gray-900">Retire</h3>
          <p className="mt-2 text-gray-700">
            A retired cart is never reserved again; it stays in this list with its past
            reservations. A cart with upcoming reservations cannot be retired.
          </p>
          <AdminForm className="mt-3">
            {hidden}
            <Button type="submit" name="intent" value="retire" variant="outline">
              Retire {cart.name}
            </Button>
          </AdminForm>
        </>
      )}
    </section>
  )
}

export default function RentalFleet({ loaderData, actionData }: Route.ComponentProps) {
  const { fleet, today, selected, saved, flagged } = loaderData
  const result = actionData
  const chosen = fleet.find((cart) => cart.id === (result?.form ?? selected))
  return (
    <>
      <RentalsNav role={loaderData.role} />
      <h1 className="text-3xl font-bold text-gray-900">Rental fleet</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        The carts that reservations hold, one unit each. A cart out for maintenance is not offered
        on those days; a retired cart never again. The{' '}
        <Link to="/admin/rentals" className="text-brand-800 underline">
          calendar
        </Link>{' '}
        shows them day by day.
      </p>
      <div className="mt-4">
        <FormMessage tone="ok" message={result ? undefined : saved} />
      </div>
      <div className="mt-6">
        <DataTable
          caption="Rental carts"
          headings={['Name', 'Type', 'Home showroom', 'State', 'Upcoming reservations', '']}
        >
          {fleet.map((cart) => (
            <tr key={cart.id} className={dataRowClass}>
              <th scope="row" className="p-3 font-semibold">
                {cart.name}
              </th>
              <td className="p-3">{cartInfo[cart.cartType].shortName}</td>
              <td className="p-3">
                {locationById(cart.homeLocationId)?.name ?? cart.homeLocationId}
              </td>
              <td className="p-3">{stateText(cart, today)}</td>
              <td className="p-3">{cart.upcoming}</td>
              <td className="p-3">
                <Link
                  to={`?cart=${cart.id}#manage`}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                  aria-label={`Manage ${cart.name}`}
                >
                  Manage
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      </div>

      {chosen && (
        <ManageCart
          key={chosen.id}
          cart={chosen}
          today={today}
          flagged={flagged.filter((r) => r.cartId === chosen.id)}
          result={result?.form === chosen.id ? result : undefined}
        />
      )}

      <section aria-labelledby="add-heading" className="mt-10 max-w-3xl">
        <h2 id="add-heading" className="text-2xl font-semibold text-gray-900">
          Add a cart
        </h2>
        <div className="mt-4">
          {result?.form === 'add' && (
            <ErrorSummary errors={prefixed('add', result.fields)} labels={prefixedLabels('add')} />
          )}
        </div>
        <AdminForm className="mt-3 space-y-4">
          <CartFields
            idPrefix="add"
            values={result?.form === 'add' ? result.values : undefined}
            errors={result?.form === 'add' ? result.fields : undefined}
          />
          <Button type="submit" name="intent" value="add">
            Add the cart
          </Button>
        </AdminForm>
      </section>
    </>
  )
}
