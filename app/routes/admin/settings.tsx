import { data, Link } from 'react-router'

import { changeDigestHour, digestHour } from '#app/.server/alerts/digest-hour.ts'
import { readSetting } from '#app/.server/auth/app-settings.ts'
import { clientAddress } from '#app/.server/auth/client-address.ts'
import { requireUser } from '#app/.server/auth/require-user.ts'
import { changeSpamRetention, spamRetention } from '#app/.server/contact/spam-retention.ts'
import { currentHours } from '#app/.server/hours/current-hours.ts'
import { changeResponsePromise, responsePromiseMinutes } from '#app/.server/leads/due.ts'
import {
  changeHoldExpiry,
  changeNoShowAfter,
  changeTurnaround,
  holdExpiry,
  noShowAfter,
  turnaround,
} from '#app/.server/rentals/settings.ts'
import { HintedField } from '#app/components/admin/admin-field.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { AdminSection } from '#app/components/admin/admin-section.tsx'
import { ErrorSummary, LiveStatus } from '#app/components/admin/error-summary.tsx'
import { OneFieldForm } from '#app/components/admin/one-field-form.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { adminMeta, formText } from '#app/lib/admin-page.ts'
import { digestHours, digestHourSchema, hourLabel } from '#app/lib/alert-digest-hour.ts'
import { countOf } from '#app/lib/plural.ts'
import {
  holdHoursSchema,
  maxHoldHours,
  maxNoShowHours,
  maxTurnaroundMinutes,
  minHoldHours,
  minNoShowHours,
  noShowHoursSchema,
  turnaroundSchema,
} from '#app/lib/rental-settings.ts'
import {
  maxResponseMinutes,
  minResponseMinutes,
  responsePromiseSchema,
  responsePromiseText,
} from '#app/lib/response-promise.ts'
import {
  maxSpamRetentionDays,
  minSpamRetentionDays,
  spamRetentionSchema,
} from '#app/lib/spam-retention.ts'

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
  }
}

type Result = {
  message?: string
  fields?: Record<string, string>
  value?: string
  /** which form the result belongs to */
  form?: 'promise' | 'turnaround' | 'hold' | 'no-show' | 'spam' | 'digest-hour'
}

const firstIssue = (issues: { message: string }[], fallback: string) =>
  issues[0]?.message ?? fallback

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const actor = { id: user.id, email: user.email }
  const ip = clientAddress(request, context)
  // each setting has its own form; the field sent says which
  if (form.has('turnaroundMinutes')) {
    const value = formText(form, 'turnaroundMinutes')
    const parsed = turnaroundSchema.safeParse({ turnaroundMinutes: value.trim() || undefined })
    if (!parsed.success) {
      const message = firstIssue(parsed.error.issues, 'Enter a number of minutes.')
      return data<Result>(
        { fields: { turnaroundMinutes: message }, value, form: 'turnaround' },
        { status: 400 },
      )
    }
    await changeTurnaround(context.db, { actor, value: parsed.data.turnaroundMinutes, ip })
    return data<Result>({
      form: 'turnaround',
      message: `Saved: each rental keeps its cart ${countOf(parsed.data.turnaroundMinutes, 'minute')} longer for cleaning and charging, from the next request on.`,
    })
  }
  if (form.has('holdHours')) {
    const value = formText(form, 'holdHours')
    const parsed = holdHoursSchema.safeParse({ holdHours: value.trim() || undefined })
    if (!parsed.success) {
      const message = firstIssue(parsed.error.issues, 'Enter a number of hours.')
      return data<Result>({ fields: { holdHours: message }, value, form: 'hold' }, { status: 400 })
    }
    await changeHoldExpiry(context.db, { actor, value: parsed.data.holdHours, ip })
    return data<Result>({
      form: 'hold',
      message: `Saved: a new request holds its cart ${countOf(parsed.data.holdHours, 'hour')} unless staff confirm it.`,
    })
  }
  if (form.has('noShowHours')) {
    const value = formText(form, 'noShowHours')
    const parsed = noShowHoursSchema.safeParse({ noShowHours: value.trim() || undefined })
    if (!parsed.success) {
      const message = firstIssue(parsed.error.issues, 'Enter a number of hours.')
      return data<Result>(
        { fields: { noShowHours: message }, value, form: 'no-show' },
        { status: 400 },
      )
    }
    await changeNoShowAfter(context.db, { actor, value: parsed.data.noShowHours, ip })
    return data<Result>({
      form: 'no-show',
      message: `Saved: a confirmed rental nobody collects becomes a no-show ${countOf(parsed.data.noShowHours, 'hour')} after its start.`,
    })
  }
  if (form.has('spamDays')) {
    const value = formText(form, 'spamDays')
    const parsed = spamRetentionSchema.safeParse({ spamDays: value.trim() || undefined })
    if (!parsed.success) {
      const message = firstIssue(parsed.error.issues, 'Enter a number of days.')
      return data<Result>({ fields: { spamDays: message }, value, form: 'spam' }, { status: 400 })
    }
    await changeSpamRetention(context.db, { actor, value: parsed.data.spamDays, ip })
    return data<Result>({
      form: 'spam',
      message: `Saved: quarantined spam is deleted ${countOf(parsed.data.spamDays, 'day')} after it arrived.`,
    })
  }
  if (form.has('digestHour')) {
    const value = formText(form, 'digestHour')
    const parsed = digestHourSchema.safeParse({ digestHour: value.trim() || undefined })
    if (!parsed.success) {
      const message = firstIssue(parsed.error.issues, 'Choose an hour.')
      return data<Result>(
        { fields: { digestHour: message }, value, form: 'digest-hour' },
        { status: 400 },
      )
    }
    await changeDigestHour(context.db, { actor, value: parsed.data.digestHour, ip })
    return data<Result>({
      form: 'digest-hour',
      message: `Saved: buyers' alert digests go out at ${hourLabel(parsed.data.digestHour)} Eastern time, from the next one on.`,
    })
  }
  const value = formText(form, 'minutes')
  const parsed = responsePromiseSchema.safeParse({ minutes: value.trim() || undefined })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter a number of minutes.'
    return data<Result>({ fields: { minutes: message }, value }, { status: 400 })
  }
  await changeResponsePromise(context.db, { actor, minutes: parsed.data.minutes, ip })
  return data<Result>({
    message: `Saved: new leads are due ${responsePromiseText(parsed.data.minutes)} after they arrive.`,
  })
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && (actionData.form ?? 'promise') === 'promise' ? actionData : undefined
  const turnaroundResult = actionData?.form === 'turnaround' ? actionData : undefined
  const holdResult = actionData?.form === 'hold' ? actionData : undefined
  const spamResult = actionData?.form === 'spam' ? actionData : undefined
  const noShowResult = actionData?.form === 'no-show' ? actionData : undefined
  const digestResult = actionData?.form === 'digest-hour' ? actionData : undefined
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
          <strong>{countOf(loaderData.holdHours, 'hour')}</strong> while it waits for staff; unless
          it is confirmed by then, the cart is free again.
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
          hint={`From ${minHoldHours} to ${maxHoldHours} (a week). Applies to requests from now on.`}
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
