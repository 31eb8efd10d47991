import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminField, HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { openCounterJob } from '#app/service/.server/counter-job.ts'
import { counterJobLabels, parseCounterJob } from '#app/service/counter-job-form.ts'
import { kindLabels, serviceKinds } from '#app/service/service-stages.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/service-new'

export const meta = () => adminMeta('Open a service job')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  return null
}

type NewJobAnswer = { problems: Record<string, string>; values: Record<string, string> }

/** Staff open a job for a customer at the counter: checked in at once, audited; then its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const read = (name: string) => formText(form, name)
  const parsed = parseCounterJob(read)
  if (!parsed.ok) {
    const values = Object.fromEntries(
      Object.keys(counterJobLabels).map((name) => [name, read(name)]),
    )
    return data<NewJobAnswer>({ problems: parsed.problems, values }, { status: 400 })
  }
  const id = await openCounterJob(context.db, parsed.value, {
    actor: actorOf(user, request, context),
  })
  return adminRedirect(`/admin/service/${id}`)
}

const batteryLabels = { lead_acid: 'Lead-acid', lithium: 'Lithium', unknown: 'Not known' } as const

export default function NewServiceJob({ actionData }: Route.ComponentProps) {
  const problems = actionData?.problems ?? {}
  const value = (name: string) => actionData?.values[name]
  const text = (
    name: keyof typeof counterJobLabels,
    extra: { type?: 'email'; required?: boolean; autoComplete?: string } = {},
  ) => (
    <AdminField
      name={name}
      label={counterJobLabels[name]}
      error={problems[name]}
      defaultValue={value(name)}
      required={extra.required ?? true}
      type={extra.type}
      autoComplete={extra.autoComplete ?? 'off'}
    />
  )
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/service" className="text-brand-800 underline">
          Service board
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">Open a job at the counter</h1>
      <p className="mt-2 max-w-prose text-gray-700">
        For a customer here with the cart: the job starts checked in, today. The customer gets the
        estimate and the invoice by e-mail.
      </p>
      <div className="mt-6 max-w-2xl">
        <ErrorSummary errors={actionData?.problems} labels={counterJobLabels} />
        <AdminForm className="space-y-5" noValidate aria-label="Open a job">
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Customer</legend>
            {text('firstName', { autoComplete: 'off' })}
            {text('lastName')}
            {text('email', { type: 'email' })}
            {text('phone')}
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Cart</legend>
            {text('cartBrand')}
            {text('cartModel')}
            {text('cartYear', { required: false })}
            {text('cartSerial', { required: false })}
            <HintedField
              id="batteryType"
              label={counterJobLabels.batteryType}
              error={problems.batteryType}
              required
            >
              {(control) => (
                <select
                  {...control}
                  name="batteryType"
                  defaultValue={value('batteryType') ?? 'unknown'}
                >
                  {batteryTypes.map((type) => (
                    <option key={type} value={type}>
                      {batteryLabels[type]}
                    </option>
                  ))}
                </select>
              )}
            </HintedField>
          </fieldset>
          <HintedField id="kind" label={counterJobLabels.kind} error={problems.kind} required>
            {(control) => (
              <select {...control} name="kind" defaultValue={value('kind') ?? 'repair'}>
                {serviceKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindLabels[kind]}
                  </option>
                ))}
              </select>
            )}
          </HintedField>
          <HintedField
            id="description"
            label={counterJobLabels.description}
            error={problems.description}
            required
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={4}
                required
                defaultValue={value('description')}
              />
            )}
          </HintedField>
          <Button type="submit">Open the job</Button>
        </AdminForm>
      </div>
    </>
  )
}
