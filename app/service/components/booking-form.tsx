import { Phone } from 'lucide-react'

import { AccessFields, WindowPicker } from '#app/deliveries/components/window-picker.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass, FormField } from '#app/kernel/components/ui/form-field.tsx'
import { TextField } from '#app/kernel/components/ui/text-field.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { phones } from '#app/kernel/dealer/business.ts'
import { batteryLabels, batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { formatCents } from '#app/kernel/format.ts'

import { maxPhotos } from '../booking-messages.ts'
import type { BookPage } from '../routes/book.server.ts'
import { bookPath } from '../service-paths.ts'
import { hasWindow } from '../service-slots.ts'
import { kindLabels, serviceKinds } from '../service-stages.ts'
import { fieldsetClass, legendClass, SelectField } from './booking-fields.tsx'

/** "(full)", "(1 place left)" or nothing beside a slot. */
const freeText = (free: number) => (free === 0 ? ' (full)' : free === 1 ? ' (1 place left)' : '')

/**
 * The second step, posted with its photos: what is needed, the cart, the
 * problem, the day or window, and how to reach the customer. It works as a
 * plain form: a refused booking comes back with every value typed (the
 * photos must be chosen again: no browser lets a page fill a file input).
 */
export function BookingForm({ page }: { page: BookPage }) {
  const { values, errors } = page
  const hours = useHours().service
  const visit = page.visit
  if (!visit) return null
  const windowed = hasWindow(visit)
  const query = new URLSearchParams({ visit, ...(page.town ? { town: page.town.name } : {}) })
  return (
    <section aria-labelledby="book-heading" className="mt-10">
      <h2 id="book-heading" className="text-2xl font-bold text-gray-900">
        2. Your cart and your {windowed ? 'window' : 'day'}
      </h2>
      <form
        method="post"
        action={`${bookPath}?${query}`}
        encType="multipart/form-data"
        className="mt-4 grid gap-6"
      >
        <input type="hidden" name="visit" value={visit} />
        {page.town && <input type="hidden" name="town" value={page.town.name} />}

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>What your cart needs</legend>
          <SelectField name="kind" label="Service" value={values.kind} errors={errors} required>
            <option value="">Choose…</option>
            {serviceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </SelectField>
          <FormField
            id="description"
            label="What is wrong, in your words"
            error={errors.description}
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={4}
                required
                minLength={10}
                maxLength={2000}
                defaultValue={values.description}
                className={controlClass(Boolean(errors.description))}
              />
            )}
          </FormField>
          <FormField id="photos" label={`Photos (up to ${maxPhotos})`} error={errors.photos}>
            {(control) => (
              <>
                <p id="photos-hint" className="mb-1.5 text-sm text-gray-700">
                  JPEG, PNG, WebP or HEIC, up to 8 MB each. We remove the location and camera data.
                </p>
                <input
                  {...control}
                  aria-describedby={['photos-hint', control['aria-describedby']]
                    .filter(Boolean)
                    .join(' ')}
                  type="file"
                  name="photos"
                  multiple
                  accept="image/*"
                  className="block w-full text-base text-gray-900 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-800 file:px-4 file:py-2.5 file:font-semibold file:text-white"
                />
              </>
            )}
          </FormField>
        </fieldset>

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>Your cart</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="brand"
              label="Brand"
              value={values.brand}
              errors={errors}
              required
              maxLength={60}
            />
            <TextField
              name="model"
              label="Model"
              value={values.model}
              errors={errors}
              required
              maxLength={60}
            />
            <TextField
              name="year"
              label="Year (if known)"
              value={values.year}
              errors={errors}
              inputMode="numeric"
              maxLength={4}
            />
            <TextField
              name="serial"
              label="Serial number (if known)"
              value={values.serial}
              errors={errors}
              maxLength={40}
            />
            <SelectField name="battery" label="Battery" value={values.battery} errors={errors}>
              {batteryTypes.map((type) => (
                <option key={type} value={type}>
                  {batteryLabels[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              name="voltage"
              label="Voltage (if known)"
              value={values.voltage}
              errors={errors}
              inputMode="numeric"
              maxLength={2}
              hint="36, 48 or 72"
            />
            <TextField
              name="batteryAge"
              label="Battery age in years (if known)"
              value={values.batteryAge}
              errors={errors}
              inputMode="numeric"
              maxLength={2}
            />
          </div>
        </fieldset>

        {visit === 'drop_off' ? (
          <fieldset
            className={fieldsetClass}
            aria-describedby={errors.showroom ? 'showroom-error' : undefined}
          >
            <legend className={legendClass}>The showroom you bring it to</legend>
            {page.showrooms.map((showroom, i) => (
              <label key={showroom.id} className="grid grid-cols-[auto_1fr] gap-x-3">
                <input
                  type="radio"
                  name="showroom"
                  value={showroom.id}
                  id={i === 0 ? 'showroom' : undefined}
                  defaultChecked={values.showroom === showroom.id}
                  required
                  className="row-span-2 mt-1 size-5 accent-brand-700"
                />
                <strong className="font-semibold text-gray-900">{showroom.name}</strong>
                <small className="text-sm text-gray-700">{showroom.address}</small>
              </label>
            ))}
            {errors.showroom && (
              <p id="showroom-error" role="alert" className="text-sm font-medium text-red-700">
                {errors.showroom}
              </p>
            )}
          </fieldset>
        ) : (
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>Your address in {page.town?.name}</legend>
            <TextField
              name="street"
              label="Street address"
              value={values.street}
              errors={errors}
              autoComplete="street-address"
              required
              maxLength={120}
            />
            <TextField
              name="zip"
              label="ZIP code"
              value={values.zip}
              errors={errors}
              autoComplete="postal-code"
              inputMode="numeric"
              required
              maxLength={10}
            />
            {errors.town && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.town}
              </p>
            )}
          </fieldset>
        )}

        {visit === 'pickup' ? (
          <>
            {/* the error summary's links land on the picker ("slot") and the access box */}
            <WindowPicker
              kind="service_pickup"
              days={page.pickupDays}
              value={values.slot}
              distanceCents={page.town?.feeCents ?? 0}
              error={errors.slot}
              name="slot"
              legend="Pickup window (2 hours)"
            />
            <AccessFields
              kind="service_pickup"
              values={page.access}
              error={errors.accessConfirmed}
            />
          </>
        ) : (
          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{windowed ? 'Your 2-hour window' : 'Your day'}</legend>
            {page.days.length === 0 ? (
              <p className="text-gray-800">
                Nothing is free online in the next four weeks. Call us at{' '}
                <a
                  href={`tel:${phones.service.tel}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {phones.service.display}
                </a>
                .
              </p>
            ) : (
              <SelectField
                name="slot"
                label={windowed ? 'Window' : 'Day'}
                value={values.slot}
                errors={errors}
                required
              >
                <option value="">Choose…</option>
                {page.days.map((day) => (
                  <optgroup key={day.day} label={day.label}>
                    {day.slots.map((slot) => (
                      <option key={slot.value} value={slot.value} disabled={slot.free === 0}>
                        {slot.label}
                        {freeText(slot.free)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
            )}
            <p className="text-sm text-gray-700">
              {`${hours.label}: ${hours.rows.map((row) => `${row.days} ${row.hours}`).join('; ')}.`}
            </p>
            {page.sundayClosed && (
              <p className="text-sm font-semibold text-gray-900">
                Sunday: emergencies only, call{' '}
                <a
                  href={`tel:${phones.service.tel}`}
                  className="inline-flex items-center gap-1 text-brand-800 underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {phones.service.display}
                </a>
                .
              </p>
            )}
          </fieldset>
        )}

        <fieldset className={fieldsetClass}>
          <legend className={legendClass}>How we reach you</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="firstName"
              label="First name"
              value={values.firstName}
              errors={errors}
              autoComplete="given-name"
              required
              maxLength={100}
            />
            <TextField
              name="lastName"
              label="Last name"
              value={values.lastName}
              errors={errors}
              autoComplete="family-name"
              required
              maxLength={100}
            />
            <TextField
              name="email"
              label="E-mail"
              type="email"
              value={values.email}
              errors={errors}
              autoComplete="email"
              required
              maxLength={254}
            />
            <TextField
              name="phone"
              label="Phone"
              type="tel"
              value={values.phone}
              errors={errors}
              autoComplete="tel"
              required
              maxLength={40}
            />
          </div>
        </fieldset>

        {page.town && (
          <p className="font-semibold text-gray-900">
            {visit === 'pickup'
              ? `${page.town.feeLabel}: ${formatCents(page.town.feeCents)} for the trip there and back, paid when the work is done.`
              : `${page.town.feeLabel}: ${formatCents(page.town.feeCents)}, paid when the work is done.`}
          </p>
        )}
        <Button type="submit" variant="accent" size="lg" className="w-full sm:w-auto">
          Book the visit
        </Button>
      </form>
    </section>
  )
}
