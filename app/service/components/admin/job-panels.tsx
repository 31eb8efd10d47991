import { Link } from 'react-router'

import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { CustomerPhoneLink } from '#app/kernel/components/admin/customer-phone-link.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { dealerTime, shortDayText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import type { EarlierJob, HistoryLine } from '#app/service/.server/job-page.ts'
import { allowedMoves, moveLabel } from '#app/service/service-moves.ts'
import { kindLabels, stageLabels, visitLabels } from '#app/service/service-stages.ts'

import { jobPagePath } from './service-board'

const minutesText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The customer, the cart and what was asked. */
export function JobSummary({ job }: { job: ServiceJobRow }) {
  const window =
    job.window_start !== null && job.window_end !== null
      ? `, ${minutesText(job.window_start)}–${minutesText(job.window_end)}`
      : ''
  const address = [job.street, job.town, job.zip].filter(Boolean).join(', ')
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2">
      <AdminSection title="Customer">
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Name</dt>
          <dd>
            {job.first_name} {job.last_name}
          </dd>
          <dt className="font-semibold">E-mail</dt>
          <dd className="break-all">
            <a className="text-brand-800 underline" href={`mailto:${job.email}`}>
              {job.email}
            </a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <CustomerPhoneLink phone={job.phone} />
          </dd>
          <dt className="font-semibold">Visit</dt>
          <dd>
            {visitLabels[job.visit]}: {shortDayText(job.visit_day)}
            {window}
            {address && <span className="block">{address}</span>}
            {job.fee_cents > 0 && (
              <span className="block">Visit fee {formatCents(job.fee_cents)}</span>
            )}
          </dd>
        </dl>
      </AdminSection>
      <AdminSection title="Cart">
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Cart</dt>
          <dd>
            {job.cart_year ? `${job.cart_year} ` : ''}
            {job.cart_brand} {job.cart_model}
          </dd>
          <dt className="font-semibold">Serial</dt>
          <dd>{job.cart_serial ?? 'Not given'}</dd>
          <dt className="font-semibold">Battery</dt>
          <dd>
            {{ lead_acid: 'Lead-acid', lithium: 'Lithium', unknown: 'Not known' }[job.battery_type]}
            {job.battery_voltage ? `, ${job.battery_voltage} V` : ''}
            {job.battery_age_years !== null ? `, ${job.battery_age_years} years old` : ''}
          </dd>
          <dt className="font-semibold">Work</dt>
          <dd>{kindLabels[job.kind]}</dd>
        </dl>
        <p className="mt-3 whitespace-pre-line">{job.description}</p>
      </AdminSection>
    </div>
  )
}

/** A button for each move the job's stage allows; each says where the page saw the job. */
export function StageMoves({ job }: { job: ServiceJobRow }) {
  const moves = allowedMoves[job.stage]
  return (
    <AdminSection title="Stage" className="mt-8">
      <p className="mt-2">
        Now: <strong>{stageLabels[job.stage]}</strong>
      </p>
      {moves.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {moves.map((to) => (
            <AdminForm key={to}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="from" value={job.stage} />
              <input type="hidden" name="to" value={to} />
              <Button
                type="submit"
                variant={to === 'cancelled' ? 'destructive' : 'primary'}
                size="md"
              >
                {moveLabel(job.stage, to)}
              </Button>
            </AdminForm>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-gray-700">The job is finished.</p>
      )}
      {job.stage === 'diagnosing' || job.stage === 'checked_in' || job.stage === 'in_repair' ? (
        <p className="mt-2 text-sm text-gray-700">
          The repair starts when the customer approves the estimate: send it below.
        </p>
      ) : null}
    </AdminSection>
  )
}

function EarlierList({ jobs, empty, label }: { jobs: EarlierJob[]; empty: string; label: string }) {
  if (jobs.length === 0) return <p className="mt-2 text-gray-700">{empty}</p>
  return (
    <ul className="mt-2 space-y-2" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <Link to={jobPagePath(job.id)} className="text-brand-800 underline">
            {shortDayText(job.visit_day)}: {kindLabels[job.kind]}, {job.cart_brand} {job.cart_model}
          </Link>{' '}
          <span className="text-gray-700">({stageLabels[job.stage]})</span>
          <span className="block text-sm text-gray-700">{job.description.slice(0, 140)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The cart's earlier jobs (same serial) and the customer's (same e-mail or phone). */
export function EarlierJobs({
  sameCart,
  sameCustomer,
  serial,
}: {
  sameCart: EarlierJob[]
  sameCustomer: EarlierJob[]
  serial: string | null
}) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <AdminSection title="This cart’s earlier jobs">
        <EarlierList
          jobs={sameCart}
          label="Earlier jobs of this cart"
          empty={
            serial
              ? `No other job of serial ${serial}.`
              : 'No serial number: the cart’s history cannot be matched.'
          }
        />
      </AdminSection>
      <AdminSection title="This customer’s earlier jobs">
        <EarlierList
          jobs={sameCustomer}
          label="Earlier jobs of this customer"
          empty="No other job with this e-mail or phone."
        />
      </AdminSection>
    </div>
  )
}

/** The customer's photos of the problem (the booking's photos), when there are any. */
export function JobPhotos({
  photos,
}: {
  photos: { src: string; alt: string; width: number; height: number }[]
}) {
  return (
    <AdminSection title="Photos" className="mt-8">
      {photos.length === 0 ? (
        <p className="mt-2 text-gray-700">No photos with this job.</p>
      ) : (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                className="h-auto w-full rounded"
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  )
}

const eventWords: Record<string, string> = {
  booked: 'Booked',
  checked_in: 'Checked in',
  diagnosing: 'Diagnosis started',
  estimate_sent: 'Estimate sent',
  approved: 'Estimate approved',
  declined: 'Estimate declined',
  in_repair: 'Back to repair',
  ready: 'Ready',
  collected: 'Picked up or delivered',
  cancelled: 'Cancelled',
  paid: 'Invoice paid',
  refunded: 'Card payment refunded',
  note: 'Note',
}

function eventDetail(line: HistoryLine): string {
  const detail = line.detail ?? {}
  const cents = (key: string) =>
    typeof detail[key] === 'number' ? formatCents(detail[key]) : undefined
  if (line.kind === 'note' && typeof detail.text === 'string') return detail.text
  if (line.kind === 'estimate_sent')
    return `Version ${String(detail.version)}, ${cents('totalCents')}`
  if (line.kind === 'approved' || line.kind === 'declined')
    return `Version ${String(detail.version)}, ${cents('totalCents')}, signed “${String(detail.name)}”${detail.ip ? ` from ${String(detail.ip)}` : ''}`
  if (line.kind === 'ready' && 'invoiceCents' in detail)
    return `Invoice ${cents('invoiceCents')} sent`
  if (line.kind === 'paid' || line.kind === 'refunded') return cents('amountCents') ?? ''
  return ''
}

/** The job's history, oldest first, and the form for a staff note. */
export function JobHistory({ history, noteError }: { history: HistoryLine[]; noteError?: string }) {
  return (
    <AdminSection title="History" className="mt-8">
      {history.length === 0 ? (
        <p className="mt-2 text-gray-700">Nothing yet.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {history.map((line) => (
            <li key={line.id} className="border-l-4 border-brand-200 pl-3">
              <p>
                <strong>{eventWords[line.kind] ?? line.kind}</strong>{' '}
                <time dateTime={line.at} className="text-gray-700">
                  {dealerTime(line.at)}
                </time>
                <span className="text-gray-700"> · {line.actor ?? 'the customer or the site'}</span>
              </p>
              {eventDetail(line) && (
                <p className="whitespace-pre-line text-gray-800">{eventDetail(line)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <AdminForm className="mt-4 max-w-xl space-y-3" aria-label="Add a note">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="job-note" className="block font-semibold">
          Note
        </label>
        <textarea
          id="job-note"
          name="note"
          rows={3}
          required
          maxLength={2000}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'job-note-error' : undefined}
          className="w-full rounded border border-gray-400 p-2"
        />
        {noteError && (
          <p id="job-note-error" className="text-sm text-red-800">
            {noteError}
          </p>
        )}
        <Button type="submit" variant="outline" size="sm">
          Add the note
        </Button>
      </AdminForm>
    </AdminSection>
  )
}
