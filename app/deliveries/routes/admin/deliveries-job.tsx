import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { windowText } from '#app/kernel/day-minutes.ts'
import { business } from '#app/kernel/dealer/business.ts'
import { dealerTime, weekdayMonthDayText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import { recordFeePaidAtDesk, waiveFee } from '../../.server/fee-payments.ts'
import { feesOf } from '../../.server/job-fees.ts'
import { markMissed } from '../../.server/missed-appointment.ts'
import { MissedForm } from '../../components/admin/missed-form.tsx'
import { DeliveriesNav } from '../../components/deliveries-nav.tsx'
import { feeState, jobFeeLabels } from '../../delivery-fees.ts'
import { isOpen, kindLabels, statusLabels } from '../../delivery-kinds.ts'
import { deliveryJobPath, deliveryJobPhotoPath, driverDayPath } from '../../delivery-paths.ts'
import { windowBegun } from '../../delivery-windows.ts'
import type { Route } from './+types/deliveries-job'

export const meta = () => adminMeta('Delivery job')

const feeStateLabels = {
  charging: 'Being charged to the saved card',
  charged: 'Charged to the saved card',
  payable: 'Owed',
  paid: 'Paid',
  waived: 'Waived',
} as const

/** A history line's detail as staff read it: "reason: missed appointment, cents: 10000". */
function detailText(detail: string | null): string {
  if (!detail) return ''
  const parsed = JSON.parse(detail) as Record<string, unknown>
  return Object.entries(parsed)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context)
  const job = await context.db
    .selectFrom('delivery_jobs')
    .selectAll()
    .where('id', '=', params.id)
    .executeTakeFirst()
  if (!job) throw data('There is no such delivery.', { status: 404 })
  const [fees, events] = await Promise.all([
    feesOf(context.db, [job.id]),
    context.db
      .selectFrom('delivery_job_events')
      .select(['id', 'kind', 'at', 'actor_email', 'detail'])
      .where('job_id', '=', job.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
  ])
  return {
    owner: user.role === 'owner',
    saved: new URL(request.url).searchParams.get('saved') === '1',
    job: {
      id: job.id,
      day: job.day,
      when: `${weekdayMonthDayText(job.day)}, ${windowText({ start: job.window_start, end: job.window_end })}`,
      kind: kindLabels[job.kind],
      status: statusLabels[job.status],
      open: isOpen(job.status),
      begun: windowBegun(job, new Date(), business.timeZone),
      customer: job.customer_name,
      phone: job.phone,
      email: job.email,
      address: `${job.address}, ${job.town}`,
      items: job.items,
      leaveAt: job.leave_at,
      failureReason: job.failure_reason,
      proofName: job.proof_name,
      hasPhoto: job.proof_photo !== null,
    },
    fees: fees.map((fee) => ({
      id: fee.id,
      label: jobFeeLabels[fee.kind],
      cents: fee.cents,
      state: feeState(fee, fee.charge_status),
      waiveReason: fee.waive_reason,
    })),
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind.replaceAll('_', ' '),
      at: dealerTime(event.at),
      by: event.actor_email ?? 'customer or system',
      detail: detailText(event.detail),
    })),
  }
}

const deskMethods = ['cash', 'check', 'card_desk'] as const
const isDeskMethod = (value: string): value is (typeof deskMethods)[number] =>
  (deskMethods as readonly string[]).includes(value)

/** A missed appointment, a fee paid at the desk, or (owners) a fee waived: each audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const now = new Date()
  const who = { actor, now }
  const feeId = formText(form, 'feeId')
  const method = formText(form, 'method')
  const deskMethod = isDeskMethod(method) ? method : undefined
  const result =
    intent === 'missed'
      ? formText(form, 'confirmMissed') !== 'yes'
        ? ({
            ok: false,
            status: 400,
            error: 'Tick the box to confirm no one met the truck.',
          } as const)
        : await markMissed(context.db, params.id, {
            online: onlinePayments(context.settings),
            siteUrl: context.settings.SITE_URL,
            actor,
            now,
          })
      : intent === 'fee-paid'
        ? deskMethod
          ? await recordFeePaidAtDesk(context.db, feeId, deskMethod, who)
          : ({ ok: false, status: 400, error: 'Choose how the fee was paid.' } as const)
        : intent === 'fee-waive'
          ? user.role !== 'owner'
            ? ({ ok: false, status: 403, error: 'Only an owner waives a fee.' } as const)
            : await waiveFee(context.db, feeId, formText(form, 'reason'), who)
          : ({ ok: false, status: 400, error: 'Unknown action.' } as const)
  if (!result.ok) return data({ error: result.error }, { status: result.status })
  return adminRedirect(`${deliveryJobPath(params.id)}?saved=1`)
}

export default function DeliveryJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, fees, history, owner } = loaderData
  return (
    <>
      <DeliveriesNav />
      <h1 className="text-2xl font-bold text-gray-900">
        {job.kind}: {job.customer}
      </h1>
      <p className="mt-1 text-gray-800">
        {job.when} ·{' '}
        <a
          href={`${driverDayPath}?day=${job.day}`}
          className="font-semibold text-brand-800 underline"
        >
          the day
        </a>
      </p>
      <div aria-live="polite">
        <FormMessage tone="ok" message={loaderData.saved ? 'Saved.' : undefined} />
        <FormMessage message={actionData?.error} />
      </div>
      <dl className="mt-4 grid gap-2 text-gray-900 sm:grid-cols-2">
        {[
          ['Status', job.status],
          ['Address', job.address],
          ['Phone', job.phone],
          ['E-mail', job.email],
          ['What', job.items],
          ['Where to leave it', job.leaveAt],
          ...(job.failureReason ? [['Could not deliver', job.failureReason]] : []),
          ...(job.proofName ? [['Taken by (typed name)', job.proofName]] : []),
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-gray-700">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {job.hasPhoto && (
        <figure className="mt-4">
          <img
            src={deliveryJobPhotoPath(job.id)}
            alt={`The cart where it was left at ${job.address}`}
            className="max-h-96 w-auto max-w-full rounded border border-gray-300"
          />
          <figcaption className="text-sm text-gray-700">
            Proof photo taken by the driver at “done”
            {job.proofName ? `, taken by ${job.proofName}` : ''}.
          </figcaption>
        </figure>
      )}
      {job.open && job.begun && (
        <section aria-labelledby="missed-heading" className="mt-6 max-w-md">
          <h2 id="missed-heading" className="text-xl font-semibold text-gray-900">
            No one there?
          </h2>
          <MissedForm jobId={job.id} />
        </section>
      )}
      <section aria-labelledby="fees-heading" className="mt-6">
        <h2 id="fees-heading" className="text-xl font-semibold text-gray-900">
          Fees
        </h2>
        {fees.length === 0 ? (
          <p className="text-gray-800">No cancellation or missed appointment fee.</p>
        ) : (
          <ul className="mt-2 grid gap-3">
            {fees.map((fee) => (
              <li key={fee.id} className="rounded border border-gray-300 p-3 text-gray-900">
                <p>
                  <span className="font-semibold">{fee.label}</span>: {formatCents(fee.cents)},{' '}
                  {feeStateLabels[fee.state]}
                  {fee.waiveReason ? ` (${fee.waiveReason})` : ''}
                </p>
                {fee.state === 'payable' && (
                  <div className="mt-2 flex flex-wrap gap-4">
                    <AdminForm className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="feeId" value={fee.id} />
                      <label className="grid text-sm">
                        Paid at the desk by
                        <select name="method" className={controlClass(false)}>
                          <option value="cash">Cash</option>
                          <option value="check">Check</option>
                          <option value="card_desk">Card at the desk</option>
                        </select>
                      </label>
                      <Button type="submit" name="intent" value="fee-paid">
                        Record {formatCents(fee.cents)} paid
                      </Button>
                    </AdminForm>
                    {owner && (
                      <AdminForm className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="feeId" value={fee.id} />
                        <label className="grid text-sm">
                          Why it is waived
                          <input
                            name="reason"
                            required
                            maxLength={500}
                            className={controlClass(false)}
                          />
                        </label>
                        <Button type="submit" name="intent" value="fee-waive" variant="outline">
                          Waive the fee
                        </Button>
                      </AdminForm>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="history-heading" className="mt-6">
        <h2 id="history-heading" className="text-xl font-semibold text-gray-900">
          History
        </h2>
        <ol className="mt-2 grid gap-1 text-sm text-gray-900">
          {history.map((line) => (
            <li key={line.id}>
              {line.at} · {line.kind} · {line.by}
              {line.detail ? ` · ${line.detail}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
