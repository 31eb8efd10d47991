import { data } from 'react-router'

import { readStoredHours } from '#app/kernel/.server/current-hours.ts'
import { adminMeta, adminRedirect } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { business, hoursSets } from '#app/kernel/dealer/business.ts'
import { exceptionText, type WeekKey, weekKeys } from '#app/kernel/dealer/site-hours.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { addException, removeException, saveWeek } from '#app/site/.server/hours/change-hours.ts'
import { ExceptionForm } from '#app/site/components/admin/exception-form.tsx'
import { WeekForm } from '#app/site/components/admin/week-form.tsx'
import { parseExceptionForm, parseWeekForm } from '#app/site/hours-form.ts'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/hours'

export const meta = () => adminMeta('Hours and closures')

const path = '/admin/hours'

const savedMessages: Record<string, string> = {
  week: 'Hours saved: every page and the response clocks use them within a few seconds.',
  'add-exception': 'Added: the pages announce it from 30 days ahead, and the clocks skip it.',
  'remove-exception': 'Removed: the regular hours apply on those days again.',
  unchanged: 'Nothing changed: those were already the hours.',
}

const weekLabel = (week: WeekKey | null) => (week ? hoursSets[week].label : 'All hours')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const today = calendarDay(new Date(), business.timeZone)
  const stored = await readStoredHours(context.db, today)
  return {
    today,
    weeks: weekKeys.map((key) => ({ key, label: hoursSets[key].label, days: stored.weeks[key] })),
    exceptions: stored.exceptions.map((e) => ({
      id: e.id,
      applies: weekLabel(e.week),
      text: exceptionText(e),
    })),
    saved: savedMessages[new URL(request.url).searchParams.get('saved') ?? ''],
  }
}

type Result = {
  /** which form: a week's key, or 'exception' */
  form: string
  problems: Record<string, string>
  values?: Record<string, string>
}

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  switch (intent) {
    case 'week': {
      const parsed = parseWeekForm(read)
      if (!parsed.ok)
        return data<Result>({ form: read('week'), problems: parsed.problems }, { status: 400 })
      const changed = await saveWeek(context.db, parsed.value, who)
      return adminRedirect(`${path}?saved=${changed ? 'week' : 'unchanged'}`)
    }
    case 'add-exception': {
      const today = calendarDay(new Date(), business.timeZone)
      const parsed = parseExceptionForm(read, today)
      if (!parsed.ok) {
        const values = Object.fromEntries(
          ['week', 'startsOn', 'endsOn', 'kind', 'open', 'close', 'note'].map((n) => [n, read(n)]),
        )
        return data<Result>(
          { form: 'exception', problems: parsed.problems, values },
          { status: 400 },
        )
      }
      await addException(context.db, parsed.value, who)
      return adminRedirect(`${path}?saved=add-exception`)
    }
    case 'remove-exception': {
      const removed = await removeException(context.db, read('id'), who)
      if (!removed) throw data('That closure or special hours is already gone.', { status: 404 })
      return adminRedirect(`${path}?saved=remove-exception`)
    }
    default:
      throw data('Unknown action.', { status: 400 })
  }
}

export default function Hours({ loaderData, actionData }: Route.ComponentProps) {
  const { weeks, exceptions, today, saved } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Hours and closures</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        The hours every page shows, and the clocks count in: leads and rental requests are due
        within open hours, and rental handovers are offered only while the showroom (pickup) or
        delivery hours are open. Times are Eastern.
      </p>
      <div className="mt-6">
        <FormMessage tone="ok" message={saved} />
      </div>
      <AdminSection title="Closures and special hours" className="mt-8">
        <p className="mt-2 max-w-2xl text-gray-700">
          A closed day or shorter hours, such as a holiday: the pages say so from 30 days ahead and
          on the day itself.
        </p>
        {exceptions.length === 0 ? (
          <p className="mt-4 text-gray-700">No closures or special hours ahead.</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-300">
            {exceptions.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <span>
                  <span className="font-semibold">{e.text}</span>{' '}
                  <span className="text-gray-700">({e.applies})</span>
                </span>
                <AdminForm>
                  <input type="hidden" name="intent" value="remove-exception" />
                  <input type="hidden" name="id" value={e.id} />
                  <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${e.text}`}>
                    Remove
                  </Button>
                </AdminForm>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-8 text-lg font-semibold text-gray-900">Add a closure or special hours</h3>
        <ExceptionForm
          weeks={weeks}
          today={today}
          problems={actionData?.form === 'exception' ? actionData.problems : undefined}
          values={actionData?.form === 'exception' ? actionData.values : undefined}
        />
      </AdminSection>
      {weeks.map((week) => (
        <AdminSection key={week.key} title={week.label} className="mt-12 max-w-2xl">
          <WeekForm
            week={week.key}
            label={week.label}
            days={week.days}
            problems={actionData?.form === week.key ? actionData.problems : undefined}
          />
        </AdminSection>
      ))}
    </>
  )
}
