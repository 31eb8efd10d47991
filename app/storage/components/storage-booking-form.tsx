import { AccessFields, WindowPicker } from '#app/deliveries/components/window-picker.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { TextField } from '#app/kernel/components/ui/text-field.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { batteryLabels, batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { longDayText, longDayYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'

import type { StorageBookPage } from '../.server/book-page.ts'
import { storageBookPath } from '../storage-paths.ts'
import { kindLabels } from '../storage-plans.ts'
import { pickupDaysBefore } from '../storage-trips.ts'
import { ChoiceGroup, fieldsetClass, legendClass, YesBox } from './storage-fields.tsx'
import { StorageTotal } from './storage-total.tsx'
import { tripLegends } from './trip-fields.tsx'

/**
 * The whole booking in one plain form: the space and plan, the showroom and
 * start date, how the cart reaches us, the add-ons, the cart, the customer,
 * the total and the terms. "Update my total" posts it back for the total of
 * the choices made, storing nothing; a refusal comes back with every value
 * typed.
 */
export function StorageBookingForm({ page }: { page: StorageBookPage }) {
  const { values, errors, offers, seasons } = page
  const monthly = values.plan === 'monthly'
  return (
    <form method="post" action={storageBookPath} className="grid gap-6" noValidate>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>1. Your space</legend>
        <ChoiceGroup
          name="plan"
          legend="Package or monthly"
          value={values.plan}
          errors={errors}
          choices={[
            {
              value: 'winter',
              label: `Winter package: ${seasons.winter.text}`,
              detail: `${formatCents(offers.winter.indoor)} indoor, ${formatCents(offers.winter.outdoor)} covered outdoor, the whole season. Starts by ${longDayText(seasons.winter.lastStart)}.`,
            },
            {
              value: 'summer',
              label: `Summer package: ${seasons.summer.text}`,
              detail: `${formatCents(offers.summer.indoor)} indoor, ${formatCents(offers.summer.outdoor)} covered outdoor, the whole season. Starts by ${longDayText(seasons.summer.lastStart)}.`,
            },
            {
              value: 'monthly',
              label: 'Monthly, any time of year',
              detail: `${formatCents(offers.monthly.indoor)} indoor, ${formatCents(offers.monthly.outdoor)} covered outdoor a month, until you give 30 days' notice.`,
            },
          ]}
        />
        <ChoiceGroup
          name="kind"
          legend="Kind of space"
          value={values.kind}
          errors={errors}
          choices={[
            {
              value: 'indoor',
              label: kindLabels.indoor,
              detail: 'Inside a heated, locked building.',
            },
            {
              value: 'outdoor',
              label: kindLabels.outdoor,
              detail: 'Under a roof, on our fenced lot.',
            },
          ]}
        />
        <ChoiceGroup
          name="showroom"
          legend="Showroom"
          value={values.showroom}
          errors={errors}
          choices={page.showrooms.map((s) => ({ value: s.id, label: s.name, detail: s.address }))}
        />
        <TextField
          name="startDay"
          label="Start date"
          type="date"
          value={values.startDay}
          errors={errors}
          min={page.today}
          max={page.lastDay}
          hint={`A package starts from its season's first day (winter from ${longDayYearText(seasons.winter.first)}); monthly storage any day.`}
          required
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>2. Getting the cart to us</legend>
        <ChoiceGroup
          name="handover"
          legend="Drop-off or pickup"
          value={values.handover}
          errors={errors}
          choices={[
            {
              value: 'drop_off',
              label: 'I drop it off',
              detail: 'At the showroom you chose, in access hours.',
            },
            {
              value: 'pickup',
              label: 'Pick it up from my address',
              detail: 'The delivery fee to your town: free in Pike County and near a showroom.',
            },
          ]}
        />
        <p className="text-sm text-gray-700">For a pickup, your address:</p>
        <TextField
          name="street"
          label="Street address"
          value={values.street}
          errors={errors}
          autoComplete="street-address"
          maxLength={120}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="town"
            label="Town"
            value={values.town}
            errors={errors}
            list="storage-towns"
            maxLength={60}
          />
          <TextField
            name="zip"
            label="ZIP code"
            value={values.zip}
            errors={errors}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={10}
          />
        </div>
        <datalist id="storage-towns">
          {page.townNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {values.handover === 'pickup' && page.pickup ? (
          <>
            <WindowPicker
              kind="storage_pickup"
              legend={tripLegends.storage_pickup}
              days={page.pickup.days}
              value={values.deliveryWindow}
              distanceCents={page.pickup.distanceCents}
              error={errors.deliveryWindow}
            />
            <AccessFields
              kind="storage_pickup"
              values={{
                accessConfirmed: values.accessConfirmed === 'yes',
                leaveAt: values.leaveAt,
                whiteGlove: false,
              }}
              error={errors.accessConfirmed ?? errors.leaveAt}
            />
          </>
        ) : (
          <p className="text-sm text-gray-700">
            For a pickup, choose it with your town and start date, then Update my total: the free
            pickup windows, on the start date or the {pickupDaysBefore} days before, show here.
          </p>
        )}
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>3. Add-ons</legend>
        <YesBox name="maintenance" value={values.maintenance} errors={errors}>
          <strong>Maintenance add-on, {formatCents(offers.maintenanceCents)} a month</strong>:
          charge, tire pressure and a visual check while the cart is stored.
        </YesBox>
        <YesBox name="preparation" value={values.preparation} errors={errors}>
          <strong>Pre-season preparation, {formatCents(offers.preparationCents)}</strong>{' '}
          (packages): a full charge, battery and brake check, tires and a cleaning before the season
          ends.
        </YesBox>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>4. Your cart</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="brand"
            label="Brand"
            value={values.brand}
            errors={errors}
            maxLength={60}
            required
          />
          <TextField
            name="model"
            label="Model"
            value={values.model}
            errors={errors}
            maxLength={60}
            required
          />
        </div>
        <TextField
          name="serial"
          label="Serial number (optional)"
          value={values.serial}
          errors={errors}
          maxLength={40}
        />
        <ChoiceGroup
          name="battery"
          legend="Battery"
          value={values.battery}
          errors={errors}
          choices={batteryTypes.map((b) => ({ value: b, label: batteryLabels[b] }))}
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>5. You</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label="First name"
            value={values.firstName}
            errors={errors}
            autoComplete="given-name"
            maxLength={100}
            required
          />
          <TextField
            name="lastName"
            label="Last name"
            value={values.lastName}
            errors={errors}
            autoComplete="family-name"
            maxLength={100}
            required
          />
        </div>
        <TextField
          name="email"
          label="E-mail"
          type="email"
          value={values.email}
          errors={errors}
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          value={values.phone}
          errors={errors}
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          required
        />
      </fieldset>

      <StorageTotal quote={page.quote} />
      <div>
        <Button type="submit" name="intent" value="quote" variant="outline" formNoValidate>
          Update my total
        </Button>
      </div>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>6. The terms</legend>
        <YesBox name="terms" value={values.terms} errors={errors}>
          I accept the{' '}
          <a href="/policies/storage-policy" className="font-semibold text-brand-800 underline">
            storage policy
          </a>{' '}
          (effective January 23, 2025): access hours, the $25 late fee after 10 days, the steps for
          an unpaid account and the 30-day notice.
        </YesBox>
        <YesBox name="consent" value={values.consent} errors={errors}>
          For monthly storage: I allow {business.name} to charge my saved card on the 1st of each
          month for my storage and add-ons until my contract ends.
        </YesBox>
      </fieldset>

      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {monthly ? 'Book and save my card' : 'Book and pay'}
        </Button>
        <p className="mt-2 text-sm text-gray-700">
          You go on to Stripe&apos;s secure page; your space is held for 30 minutes while you{' '}
          {monthly ? 'save your card' : 'pay'}.
        </p>
      </div>
    </form>
  )
}
