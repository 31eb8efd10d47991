import { MapPin } from 'lucide-react'

import { Button } from '#app/kernel/components/ui/button.tsx'
import { fieldErrorClass } from '#app/kernel/components/ui/field-look.ts'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { formatCents } from '#app/kernel/format.ts'

import type { BookPage } from '../routes/book.server.ts'
import { bookPath } from '../service-paths.ts'
import { serviceVisits, visitLabels } from '../service-stages.ts'
import { fieldsetClass, legendClass } from './booking-fields.tsx'

const visitNotes = {
  drop_off: 'Bring the cart to a showroom on a day that suits you. No fee.',
  pickup: 'We fetch the cart from your address in a 2-hour window and bring it back when done.',
  mobile: 'Our van comes to your address in a 2-hour window and works on the cart there.',
} as const

/**
 * The first step, a GET form: where the work happens and, for a pickup or a
 * mobile visit, the town, which sets the fee and the free windows the
 * second step offers.
 */
export function VisitStep({ page, kind }: { page: BookPage; kind: string }) {
  const townError = page.townError
  const { firstName, lastName, email, phone } = page.values
  const name = `${firstName} ${lastName}`.trim()
  const person = (
    [
      ['name', name],
      ['email', email],
      ['phone', phone],
    ] as const
  ).filter(([, value]) => value !== '')
  return (
    <section aria-labelledby="where-heading">
      <h2 id="where-heading" className="text-2xl font-bold text-gray-900">
        1. Where we work on your cart
      </h2>
      <form method="get" action={bookPath} className="mt-4 grid gap-4">
        {kind && <input type="hidden" name="kind" value={kind} />}
        {/* who the booking is for, carried to the second step when staff book for someone */}
        {person.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Visit</legend>
          {serviceVisits.map((visit) => (
            <label
              key={visit}
              className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-gray-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="visit"
                value={visit}
                defaultChecked={page.visit === visit}
                required
                className="row-span-2 mt-1 size-5 accent-brand-700"
              />
              <strong className="font-semibold text-gray-900">{visitLabels[visit]}</strong>
              <small className="text-sm text-gray-700">{visitNotes[visit]}</small>
            </label>
          ))}
          <div>
            <label
              htmlFor="where-town"
              className="mb-1.5 block text-sm font-semibold text-gray-900"
            >
              Your town (for a pickup or mobile service)
            </label>
            <input
              id="where-town"
              name="town"
              list="served-towns"
              autoComplete="address-level2"
              defaultValue={page.townTyped}
              maxLength={60}
              aria-invalid={townError ? true : undefined}
              aria-describedby={townError ? 'where-town-error' : undefined}
              className={controlClass(Boolean(townError))}
            />
            <datalist id="served-towns">
              {page.townNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            {townError && (
              <p id="where-town-error" role="alert" className={fieldErrorClass}>
                {townError}
              </p>
            )}
            {page.visit && page.visit !== 'drop_off' && !page.townTyped && (
              <p role="alert" className={fieldErrorClass}>
                Type your town to see the fee and the free windows.
              </p>
            )}
          </div>
        </fieldset>
        <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto">
          Show free times
        </Button>
      </form>
      {page.town && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {`${page.town.feeLabel} to ${page.town.name}: ${formatCents(page.town.feeCents)}`}
        </p>
      )}
    </section>
  )
}
