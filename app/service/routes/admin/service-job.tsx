import { Link } from 'react-router'

import { notFound, unknownAction } from '#app/kernel/.server/action-result.ts'
import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { deskEntryPost } from '#app/payments/.server/desk-entry-post.ts'
import { subjectLedger } from '#app/payments/.server/subject-ledger.ts'
import { SubjectLedgerSection } from '#app/payments/components/subject-ledger.tsx'
import { jobPage } from '#app/service/.server/job-page.ts'
import { jobPhotos } from '#app/service/.server/job-photos.ts'
import { boardClock } from '#app/service/.server/service-board.ts'
import { jobTrips } from '#app/service/.server/service-trips.ts'
import { JobEstimate, JobInvoice } from '#app/service/components/admin/job-estimate.tsx'
import {
  EarlierJobs,
  JobHistory,
  JobPhotos,
  JobSummary,
  StageMoves,
} from '#app/service/components/admin/job-panels.tsx'
import { JobTrips } from '#app/service/components/admin/job-trips.tsx'
import { jobFlag } from '#app/service/job-flags.ts'
import { jobPhotoPath } from '#app/service/service-paths.ts'
import { stageLabels } from '#app/service/service-stages.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/service-job'
import {
  jobExists,
  lineAdd,
  lineRemove,
  missingJob,
  move,
  note,
  payAtDesk,
  returnTrip,
  send,
} from './service-job.server.ts'

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(
    loaderData
      ? `Service: ${loaderData.job.first_name} ${loaderData.job.last_name}`
      : 'Service job',
  )

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = await jobPage(context.db, params.id)
  if (!page) throw notFound(missingJob)
  const now = new Date()
  const [ledger, clock, trips] = await Promise.all([
    subjectLedger(context.db, { type: 'service_job', id: params.id }),
    boardClock(context.db, now),
    jobTrips(context.db, page.job, now),
  ])
  // the photos the customer sent with the booking, through the job's own token-checked route
  const sent = await jobPhotos(context.db, page.job.id)
  const photos = sent.map((photo, i) => ({
    ...photo,
    src: jobPhotoPath(page.job.token, photo.id),
    alt: `Photo ${i + 1} of ${sent.length} sent with the booking`,
  }))
  return { ...page, ledger, photos, trips, flag: jobFlag(page.job, clock) }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const actor = actorOf(user, request, context)
  const base = { db: context.db, jobId: params.id, actor, siteUrl: context.settings.SITE_URL }
  switch (formText(form, 'intent')) {
    case 'move':
      return move(base, form)
    case 'note':
      return note(base, form)
    case 'line-add':
      return lineAdd(base, form)
    case 'line-remove':
      return lineRemove(base, form)
    case 'send-estimate':
      return send(base)
    case 'pay-at-desk':
      return payAtDesk(base, form)
    case 'return':
      return returnTrip(base, form)
    case 'desk-entry':
      // money at the desk beside the invoice (a refund, a deposit): the ledger's own form
      await jobExists(context.db, params.id)
      return deskEntryPost(context.db, form, {
        actor,
        subject: { type: 'service_job', id: params.id },
      })
    default:
      return unknownAction()
  }
}

export default function ServiceJobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData
  const answer = actionData && 'form' in actionData ? actionData : undefined
  const general =
    answer && (answer.form === 'move' || answer.form === 'note' || answer.form === 'other')
      ? answer
      : undefined
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/service" className="text-brand-800 underline">
          Service board
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">
        {job.first_name} {job.last_name}: {job.cart_brand} {job.cart_model}
      </h1>
      <p className="mt-1 text-gray-700">
        {stageLabels[job.stage]}
        {job.source === 'staff' ? ' · opened at the counter' : ' · booked online'}
      </p>
      {loaderData.flag && (
        <p className="mt-1 font-semibold text-red-800">
          <span aria-hidden="true">! </span>
          {loaderData.flag.text}
        </p>
      )}
      <div className="mt-4">
        <FormMessage
          message={general?.error ?? general?.message}
          tone={general?.error ? 'error' : 'ok'}
        />
      </div>
      <StageMoves job={job} />
      <JobSummary job={job} />
      <JobTrips trips={loaderData.trips} answer={answer?.form === 'return' ? answer : undefined} />
      <JobEstimate
        job={job}
        estimates={loaderData.estimates}
        decisions={loaderData.decisions}
        answer={answer}
      />
      <JobInvoice invoice={loaderData.invoice} answer={answer} />
      <div className="mt-8">
        <SubjectLedgerSection
          ledger={loaderData.ledger}
          answer={answer?.form === 'desk-entry' ? answer : undefined}
          label="this job"
          subject="service_job"
        />
      </div>
      <JobPhotos photos={loaderData.photos} />
      <EarlierJobs
        sameCart={loaderData.sameCart}
        sameCustomer={loaderData.sameCustomer}
        serial={job.cart_serial}
      />
      <JobHistory
        history={loaderData.history}
        noteError={answer?.form === 'note' ? answer.error : undefined}
      />
    </>
  )
}
