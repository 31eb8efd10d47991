import { data, Link } from 'react-router'
import type { z } from 'zod'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { currentHours } from '#app/kernel/.server/current-hours.ts'
import {
  changeSetting,
  readSetting,
  type Setting,
} from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, LiveStatus } from '#app/kernel/components/admin/error-summary.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import { countOf } from '#app/kernel/plural.ts'
import { spamRetention } from '#app/leads/.server/contact/spam-retention.ts'
import { responsePromise, responsePromiseMinutes } from '#app/leads/.server/due.ts'
import {
  maxResponseMinutes,
  minResponseMinutes,
  responsePromiseSchema,
  responsePromiseText,
} from '#app/leads/response-promise.ts'
import {
  maxSpamRetentionDays,
  minSpamRetentionDays,
  spamRetentionSchema,
} from '#app/leads/spam-retention.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { holdExpiry, noShowAfter, turnaround } from '#app/rentals/.server/settings.ts'
import {
  holdHoursSchema,
  holdPastAnswerMinutes,
  maxHoldHours,
  maxNoShowHours,
  maxTurnaroundMinutes,
  minHoldHours,
  minNoShowHours,
  noShowHoursSchema,
  turnaroundSchema,
} from '#app/rentals/rental-settings.ts'
import { digestHour } from '#app/sales/.server/alerts/digest-hour.ts'
import { holdDays, holdDeposit } from '#app/sales/.server/cart-holds/hold-settings.ts'
import { digestHours, digestHourSchema, hourLabel } from '#app/sales/alert-digest-hour.ts'
import { maxHoldDays, maxHoldDepositDollars, minHoldDays } from '#app/sales/cart-hold.ts'
import { holdDaysSchema, holdDepositSchema } from '#app/sales/cart-hold-settings.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/settings'

export const meta = () => adminMeta('Settings')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  return {
    minutes: await responsePromiseMinutes(context.db),
    turnaroundMinutes: await readSetting(context.db, turnaround),
    holdHours: await readSetting(context.db, holdExpiry),
    hours: (await currentHours(context.db)).sets.showroom,
    spamDays: await readSetting(context.db, spamRetention),
    noShowHours: await readSetting(context.db, noShowAfter),
    digestHour: await readSetting(context.db, digestHour),
    holdDepositCents: await readSetting(context.db, holdDeposit),
    holdDays: await readSetting(context.db, holdDays),
    onlinePayment: onlinePayments(context.settings) !== undefined,
  }
}

type Result = {
  /** which form the result belongs to: its field's name */
  form: string
  message?: string
  fields?: Record<string, string>
  value?: string
}

/**
 * One setting's form: the one field it sends (which tells the forms apart),
 * how its text reads, the setting it changes and the confirmation.
 */
type SettingForm = {
  name: string
  parse: (text: string) => { value: number } | { problem: string }
  setting: Setting<number>
  saved: (value: number) => string
}

function settingForm<Name extends string>(
  name: Name,
  schema: z.ZodType<Record<Name, number>>,
  setting: Setting<number>,
  saved: (value: number) => string,
): SettingForm {
  const parse = (text: string) => {
    const parsed = schema.safeParse({ [name]: text.trim() || undefined })
    return parsed.success
      ? { value: parsed.data[name] }
      : { problem: parsed.error.issues[0]?.message ?? 'Enter a value.' }
  }
  return { name, parse, setting, saved }
}

/** The promise's form; a post that names no other setting is taken for it. */
const promiseForm = settingForm(
  'minutes',
  responsePromiseSchema,
  responsePromise,
  (minutes) => `Saved: new leads are due ${responsePromiseText(minutes)} after they arrive.`,
)

const settingForms = [
  settingForm(
    'turnaroundMinutes',
    turnaroundSchema,
    turnaround,
    (minutes) =>
      `Saved: each rental keeps its cart ${countOf(minutes, 'minute')} longer for cleaning and charging, from the next request on.`,
  ),
  settingForm(
    'holdHours',
    holdHoursSchema,
    holdExpiry,
    (hours) =>
      `Saved: a new request holds its cart ${countOf(hours, 'hour')} unless staff confirm it.`,
  ),
  settingForm(
    'noShowHours',
    noShowHoursSchema,
    noShowAfter,
    (hours) =>
      `Saved: a confirmed rental nobody collects becomes a no-show ${countOf(hours, 'hour')} after its start.`,
  ),
  settingForm(
    'spamDays',
    spamRetentionSchema,
    spamRetention,
    (days) => `Saved: quarantined spam is deleted ${countOf(days, 'day')} after it arrived.`,
  ),
  settingForm(
    'digestHour',
    digestHourSchema,
    digestHour,
    (hour) =>
      `Saved: buyers' alert digests go out at ${hourLabel(hour)} Eastern time, from the next one on.`,
  ),
  settingForm('holdDepositDollars', holdDepositSchema, holdDeposit, (cents) =>
    cents === 0
      ? 'Saved: carts can no longer be held online.'
      : `Saved: a cart is held online with a refundable deposit of ${formatCents(cents)}.`,
  ),
  settingForm(
    'holdDays',
    holdDaysSchema,
    holdDays,
    (days) => `Saved: a hold paid from now on lasts ${countOf(days, 'day')}.`,
  ),
  promiseForm,
]

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const actor = actorOf(user, request, context)
  const { name, parse, setting, saved } =
    settingForms.find((each) => form.has(each.name)) ?? promiseForm
  const value = formText(form, name)
  const parsed = parse(value)
  if ('problem' in parsed) {
    return data<Result>({ form: name, fields: { [name]: parsed.problem }, value }, { status: 400 })
  }
  await changeSetting(context.db, setting, { actor, value: parsed.value, ip: actor.ip })
  return data<Result>({ form: name, message: saved(parsed.value) })
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const resultOf = (name: string) => (actionData?.form === name ? actionData : undefined)
  const result = resultOf('minutes')
  const turnaroundResult = resultOf('turnaroundMinutes')
  const holdResult = resultOf('holdHours')
  const spamResult = resultOf('spamDays')
  const noShowResult = resultOf('noShowHours')
  const digestResult = resultOf('digestHour')
  const depositResult = resultOf('holdDepositDollars')
  const holdDaysResult = resultOf('holdDays')
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Settings</h1>
      <AdminSection title="First-response promise" className="mt-8 max-w-lg">
        <p className="mt-2 text-gray-700">
          Every new lead must be answered within{' '}
          <strong>{responsePromiseText(loaderData.minutes)}</strong>, counted in the{' '}
          {loaderData.hours.label.toLowerCase()} (
          {loaderData.hours.rows.map((row) => `${row.days} ${row.hours}`).join('; ')}, Eastern time,
          with their closures: <Link to="/admin/hours">Hours and closures</Link>). A lead not
          answered by then is marked overdue and its owner gets one reminder.
        </p>
        <OneFieldForm
          name="minutes"
          label="Business minutes"
          inputMode="numeric"
          hint={`From ${minResponseMinutes} minutes to ${maxResponseMinutes} (3 business days of 8 hours). Changes apply to leads that arrive from now on.`}
          done={result?.message}
          value={result?.value ?? String(loaderData.minutes)}
          error={result?.fields?.minutes}
          button="Save the promise"
        />
      </AdminSection>
      <AdminSection title="Rental reservations" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          Each rental keeps its cart{' '}
          <strong>{countOf(loaderData.turnaroundMinutes, 'minute')}</strong> after its end for
          cleaning and charging, and a request sent online holds its cart{' '}
          <strong>{countOf(loaderData.holdHours, 'hour')}</strong> while it waits for staff, and
          always until {countOf(holdPastAnswerMinutes, 'minute')} after its answer is due; unless it
          is confirmed by then, the cart is free again.
        </p>
        <OneFieldForm
          name="turnaroundMinutes"
          label="Turnaround minutes"
          inputMode="numeric"
          hint={`From 0 to ${maxTurnaroundMinutes} (a day). Applies to requests from now on.`}
          done={turnaroundResult?.message}
          value={turnaroundResult?.value ?? String(loaderData.turnaroundMinutes)}
          error={turnaroundResult?.fields?.turnaroundMinutes}
          button="Save the turnaround"
        />
        <OneFieldForm
          name="holdHours"
          label="Hours a request holds its cart"
          inputMode="numeric"
          hint={`From ${minHoldHours} to ${maxHoldHours} (a card held online is let go after 7 days). Applies to requests from now on.`}
          done={holdResult?.message}
          value={holdResult?.value ?? String(loaderData.holdHours)}
          error={holdResult?.fields?.holdHours}
          button="Save the hold time"
          className="mt-8"
        />
        <p className="mt-8 text-gray-700">
          A confirmed rental nobody collects becomes a no-show{' '}
          <strong>{countOf(loaderData.noShowHours, 'hour')}</strong> after its start: its cart is
          free again and the renter is told.
        </p>
        <OneFieldForm
          name="noShowHours"
          label="Hours until a no-show"
          inputMode="numeric"
          hint={`From ${minNoShowHours} to ${maxNoShowHours} (two days).`}
          done={noShowResult?.message}
          value={noShowResult?.value ?? String(loaderData.noShowHours)}
          error={noShowResult?.fields?.noShowHours}
          button="Save the no-show time"
        />
      </AdminSection>
      <AdminSection title="Buyers' alerts" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          Buyers with alerts get at most one e-mail a day, at{' '}
          <strong>{hourLabel(loaderData.digestHour)}</strong> Eastern time: what their alerts found
          before then waits for it, and what they find later waits for the next day.
        </p>
        <LiveStatus message={digestResult?.message} />
        <ErrorSummary
          errors={digestResult?.fields}
          labels={{ digestHour: 'Send alert digests at' }}
        />
        <AdminForm className="mt-4 space-y-5">
          <HintedField
            id="digestHour"
            label="Send alert digests at"
            hint="An hour of the dealer's day (Eastern time)."
            error={digestResult?.fields?.digestHour}
          >
            {(control) => (
              <select
                {...control}
                name="digestHour"
                defaultValue={digestResult?.value ?? String(loaderData.digestHour)}
              >
                {digestHours.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </select>
            )}
          </HintedField>
          <Button type="submit">Save the digest hour</Button>
        </AdminForm>
      </AdminSection>
      <AdminSection title="Holding a cart" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          {loaderData.holdDepositCents === 0
            ? 'Buyers cannot hold a cart online: the deposit is 0.'
            : `Buyers hold an available cart from its page with a refundable deposit of ${formatCents(loaderData.holdDepositCents)}, paid by card; it shows as "Sale pending" for ${countOf(loaderData.holdDays, 'day')}, then the deposit is refunded in full unless staff extend the hold, apply the deposit to the sale or refund it on the cart's page.`}
          {!loaderData.onlinePayment &&
            ' Online payment is off on this site, so the button does not show.'}
        </p>
        <OneFieldForm
          name="holdDepositDollars"
          label="Deposit in dollars"
          inputMode="numeric"
          hint={`From 0 (no holds online) to ${maxHoldDepositDollars}. Not taxed. Applies to holds from now on.`}
          done={depositResult?.message}
          value={depositResult?.value ?? String(loaderData.holdDepositCents / 100)}
          error={depositResult?.fields?.holdDepositDollars}
          button="Save the deposit"
        />
        <OneFieldForm
          name="holdDays"
          label="Days a hold lasts"
          inputMode="numeric"
          hint={`From ${minHoldDays} to ${maxHoldDays}. Applies to holds paid from now on.`}
          done={holdDaysResult?.message}
          value={holdDaysResult?.value ?? String(loaderData.holdDays)}
          error={holdDaysResult?.fields?.holdDays}
          button="Save the hold length"
          className="mt-8"
        />
      </AdminSection>
      <AdminSection title="Privacy" className="mt-12 max-w-lg">
        <p className="mt-2 text-gray-700">
          Messages the contact form&rsquo;s traps quarantine as spam (and those marked as spam) are
          deleted <strong>{countOf(loaderData.spamDays, 'day')}</strong> after they arrived, with
          their history. Until then they can be released from the leads page.
        </p>
        <OneFieldForm
          name="spamDays"
          label="Days spam is kept"
          inputMode="numeric"
          hint={`From ${minSpamRetentionDays} to ${maxSpamRetentionDays} (a year).`}
          done={spamResult?.message}
          value={spamResult?.value ?? String(loaderData.spamDays)}
          error={spamResult?.fields?.spamDays}
          button="Save the spam retention"
        />
        <p className="mt-8 text-gray-700">
          When someone asks us to delete what we hold about them, open{' '}
          <Link to="/admin/privacy" className="text-brand-800 underline">
            Privacy requests
          </Link>
          .
        </p>
      </AdminSection>
    </>
  )
}
