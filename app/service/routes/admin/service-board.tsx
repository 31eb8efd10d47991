import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { changeSetting, readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { formatCents, formatInteger } from '#app/kernel/format.ts'
import { centsOfDollars } from '#app/payments/desk-entry-form.ts'
import { labourRate } from '#app/service/.server/labour-rate.ts'
import {
  boardClock,
  serviceBoard,
  stagePage,
  withFlags,
} from '#app/service/.server/service-board.ts'
import { BoardCard, ServiceBoard } from '#app/service/components/admin/service-board.tsx'
import { defaultLabourRateCents, maxLabourRateCents } from '#app/service/service-estimate.ts'
import { type ServiceStage, serviceStages, stageLabels } from '#app/service/service-stages.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/service-board'

export const meta = () => adminMeta('Service board')

const keyPattern = /^(\d{4}-\d{2}-\d{2})~([0-9a-f-]{36})$/

/** The board, or with `?stage=` one stage's whole list, newest visit first, paged by key. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const url = new URL(request.url)
  const asked = url.searchParams.get('stage') ?? ''
  const rate = await readSetting(context.db, labourRate)
  const owner = user.role === 'owner'
  if (serviceStages.includes(asked as ServiceStage)) {
    const stage = asked as ServiceStage
    const key = keyPattern.exec(url.searchParams.get('after') ?? '')
    const page = await stagePage(
      context.db,
      stage,
      key ? { day: key[1] ?? '', id: key[2] ?? '' } : undefined,
    )
    const clock = await boardClock(context.db, new Date())
    return {
      view: 'stage' as const,
      stage,
      ...page,
      jobs: withFlags(page.jobs, clock),
      owner,
      rate,
    }
  }
  const [columns, clock] = await Promise.all([
    serviceBoard(context.db),
    boardClock(context.db, new Date()),
  ])
  return {
    view: 'board' as const,
    columns: columns.map((column) => ({ ...column, jobs: withFlags(column.jobs, clock) })),
    owner,
    rate,
  }
}

type RateAnswer = { message?: string; error?: string; value?: string }

/** An owner sets the labour rate; audited (changeSetting). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const value = formText(await request.formData(), 'labourRate')
  const cents = centsOfDollars(value)
  if (cents === undefined || cents < 100 || cents > maxLabourRateCents) {
    return data<RateAnswer>(
      { error: `Enter dollars an hour from 1 to ${maxLabourRateCents / 100}, like 155.`, value },
      { status: 400 },
    )
  }
  const actor = actorOf(user, request, context)
  await changeSetting(context.db, labourRate, { actor, value: cents, ip: actor.ip })
  return data<RateAnswer>({
    message: `Saved: labour is ${formatCents(cents)} an hour on estimates sent from now on.`,
  })
}

function LabourRateSection({ rate, answer }: { rate: number; answer?: RateAnswer }) {
  return (
    <AdminSection title="Labour rate" className="mt-10 max-w-lg">
      <p className="mt-2 text-gray-700">
        Estimates price labour at <strong>{formatCents(rate)}</strong> an hour (the default is{' '}
        {formatCents(defaultLabourRateCents)}). An estimate keeps the rate it was sent at.
      </p>
      <OneFieldForm
        name="labourRate"
        label="Labour rate (dollars an hour)"
        inputMode="text"
        done={answer?.message}
        value={answer?.value ?? String(rate / 100)}
        error={answer?.error}
        button="Save the rate"
      />
    </AdminSection>
  )
}

export default function ServiceBoardPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === 'stage') {
    const { stage, jobs, next } = loaderData
    return (
      <>
        <p className="text-sm">
          <Link to="/admin/service" className="text-brand-800 underline">
            Service board
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-gray-900">{stageLabels[stage]}</h1>
        <p className="mt-2 text-gray-700">
          Newest visit first, {formatInteger(jobs.length)} on this page.
        </p>
        {jobs.length === 0 ? (
          <p className="mt-6 text-gray-700">No jobs.</p>
        ) : (
          <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {jobs.map((job) => (
              <BoardCard key={job.id} job={job} />
            ))}
          </ul>
        )}
        {next && (
          <p className="mt-6">
            <Link
              className="text-brand-800 underline"
              to={`/admin/service?stage=${stage}&after=${next.day}~${next.id}`}
            >
              Older jobs
            </Link>
          </p>
        )}
      </>
    )
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Service board</h1>
        <Link to="/admin/service/new" className={buttonClass('primary', 'md')}>
          Open a job at the counter
        </Link>
      </div>
      <ServiceBoard columns={loaderData.columns} />
      {loaderData.owner && <LabourRateSection rate={loaderData.rate} answer={actionData} />}
    </>
  )
}
