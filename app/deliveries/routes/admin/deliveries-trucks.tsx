import { randomUUID } from 'node:crypto'

import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { showroomPlaces } from '#app/kernel/dealer/places.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { listTrucks } from '../../.server/schedule.ts'
import { DeliveriesNav } from '../../components/deliveries-nav.tsx'
import { trucksPath } from '../../delivery-paths.ts'
import { parseTruck, weekdayNames } from '../../truck-form.ts'
import type { Route } from './+types/deliveries-trucks'

export const meta = () => adminMeta('Trucks')

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  return {
    owner: user.role === 'owner',
    trucks: await listTrucks(context.db),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  }
}

/** Owners add a truck or change one: its name, showroom, weekdays, in service or not (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const read = (name: string) => formText(form, name)
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string')
  const parsed = parseTruck(read, all)
  if (!parsed.ok) return data({ error: parsed.message }, { status: 400 })
  const id = read('truckId')
  const now = new Date()
  const row = {
    ...parsed.value,
    active: parsed.value.active ? 1 : 0,
    updated_at: now.toISOString(),
  }
  const saved = await auditedChange(context.db, { actor, ip: actor.ip, now }, async (trx) => {
    if (id === '') {
      const made = { id: randomUUID(), ...row }
      await trx.insertInto('delivery_trucks').values(made).execute()
      return audited(true, {
        action: 'delivery.truck',
        entity: 'delivery_truck',
        entityId: made.id,
        after: parsed.value,
      })
    }
    const before = await trx
      .selectFrom('delivery_trucks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!before) return false
    await trx.updateTable('delivery_trucks').set(row).where('id', '=', id).execute()
    return audited(true, {
      action: 'delivery.truck',
      entity: 'delivery_truck',
      entityId: id,
      before: {
        name: before.name,
        showroom: before.showroom,
        weekdays: before.weekdays,
        active: before.active === 1,
      },
      after: parsed.value,
    })
  })
  if (!saved) return data({ error: 'There is no such truck.' }, { status: 400 })
  return adminRedirect(`${trucksPath}?saved=1`)
}

type Truck = Awaited<ReturnType<typeof listTrucks>>[number]

function TruckForm({ truck, owner }: { truck?: Truck; owner: boolean }) {
  const key = truck?.id ?? 'new'
  return (
    <AdminForm className="grid gap-2 rounded-lg border border-gray-300 p-3">
      <input type="hidden" name="truckId" value={truck?.id ?? ''} />
      <label className="grid gap-1" htmlFor={`name-${key}`}>
        <span className="font-medium">Name</span>
        <input
          id={`name-${key}`}
          name="name"
          defaultValue={truck?.name ?? ''}
          required
          maxLength={60}
          disabled={!owner}
          className={controlClass(false)}
        />
      </label>
      <label className="grid gap-1" htmlFor={`showroom-${key}`}>
        <span className="font-medium">Showroom</span>
        <select
          id={`showroom-${key}`}
          name="showroom"
          defaultValue={truck?.showroom ?? showroomPlaces[0]?.id}
          disabled={!owner}
          className={controlClass(false)}
        >
          {showroomPlaces.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="font-medium">Works on</legend>
        {weekdayNames.map((name, i) => (
          <label key={name} className="flex items-center gap-1">
            <input
              type="checkbox"
              name="weekdays"
              value={String(i)}
              defaultChecked={truck ? truck.weekdays.includes(String(i)) : i !== 0}
              disabled={!owner}
              className="size-5"
            />
            {name}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="active"
          value="no"
          defaultChecked={truck?.active === 0}
          disabled={!owner}
          className="size-5"
        />
        Out of service (keeps its past jobs, takes no new ones)
      </label>
      {owner && (
        <Button type="submit" size="sm">
          {truck ? 'Save' : 'Add the truck'}
        </Button>
      )}
    </AdminForm>
  )
}

export default function Trucks({ loaderData, actionData }: Route.ComponentProps) {
  const { trucks, owner } = loaderData
  return (
    <>
      <DeliveriesNav />
      <h1 className="text-3xl font-bold text-gray-900">Trucks</h1>
      <p className="mt-2 max-w-2xl text-gray-800">
        Each truck (or crew) takes one job in each 2-hour delivery window on the days it works: a
        window is offered while one of its showroom’s trucks is free.
      </p>
      <div aria-live="polite">
        <FormMessage tone="ok" message={loaderData.saved ? 'Saved.' : undefined} />
        <FormMessage message={actionData?.error} />
      </div>
      <div className="mt-4 grid max-w-2xl gap-4">
        {trucks.map((truck) => (
          <TruckForm key={truck.id} truck={truck} owner={owner} />
        ))}
        {owner && (
          <section aria-labelledby="new-truck">
            <h2 id="new-truck" className="text-xl font-semibold text-gray-900">
              A new truck
            </h2>
            <TruckForm owner={owner} />
          </section>
        )}
      </div>
    </>
  )
}
