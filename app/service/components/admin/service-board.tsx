import { Link } from 'react-router'

import { shortDayText } from '#app/kernel/dealer-clock.ts'
import { formatInteger } from '#app/kernel/format.ts'
import type { FlaggedColumn, FlaggedJob } from '#app/service/.server/service-board.ts'
import {
  finalStages,
  kindLabels,
  type ServiceStage,
  stageLabels,
} from '#app/service/service-stages.ts'

export const jobPagePath = (id: string) => `/admin/service/${encodeURIComponent(id)}`
export const stageListPath = (stage: ServiceStage) => `/admin/service?stage=${stage}`

/** One job on the board: who, which cart, what work, the visit's day, and what needs doing now. */
export function BoardCard({ job }: { job: FlaggedJob }) {
  return (
    <li className="rounded-lg border border-gray-300 bg-white p-3 text-sm shadow-sm">
      <Link to={jobPagePath(job.id)} className="font-semibold text-brand-800 underline">
        {job.first_name} {job.last_name}
      </Link>
      <p className="text-gray-800">
        {job.cart_brand} {job.cart_model}
      </p>
      <p className="text-gray-700">
        {kindLabels[job.kind]} · <time dateTime={job.visit_day}>{shortDayText(job.visit_day)}</time>
        {job.source === 'staff' && ' · at the counter'}
      </p>
      {job.flag && (
        <p className="mt-1 font-semibold text-red-800">
          <span aria-hidden="true">! </span>
          {job.flag.text}
        </p>
      )}
    </li>
  )
}

function StageColumn({ column }: { column: FlaggedColumn }) {
  const headingId = `stage-${column.stage}`
  const finished = finalStages.includes(column.stage)
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-gray-100 p-3 lg:max-h-[75vh] lg:overflow-y-auto"
    >
      <h2
        id={headingId}
        className="flex items-baseline justify-between gap-2 font-semibold text-gray-900"
      >
        <span>{stageLabels[column.stage]}</span>
        <span className="rounded-full bg-white px-2 text-sm tabular-nums">
          {formatInteger(column.count)}
          <span className="sr-only"> {column.count === 1 ? 'job' : 'jobs'}</span>
        </span>
      </h2>
      {column.jobs.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">None.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {column.jobs.map((job) => (
            <BoardCard key={job.id} job={job} />
          ))}
        </ul>
      )}
      {column.more && (
        <p className="mt-2 text-sm">
          <Link to={stageListPath(column.stage)} className="text-brand-800 underline">
            {finished
              ? `All ${formatInteger(column.count)}, newest first`
              : `All ${formatInteger(column.count)}`}
          </Link>
        </p>
      )}
    </section>
  )
}

/**
 * The board: on a phone one list per stage, each with its count; from a
 * desktop's width the stages as columns, four a row so all eight are in
 * view without scrolling sideways, the finished ones last with their latest few.
 */
export function ServiceBoard({ columns }: { columns: FlaggedColumn[] }) {
  return (
    <>
      {/* on a phone, every stage's count on the first screen, each a jump to its list */}
      <nav aria-label="Stages" className="mt-4 lg:hidden">
        <ul className="flex flex-wrap gap-2 text-sm">
          {columns.map((column) => (
            <li key={column.stage}>
              <a
                href={`#stage-${column.stage}`}
                className="inline-block rounded-full border border-gray-400 bg-white px-3 py-1.5 text-gray-900"
              >
                {stageLabels[column.stage]}{' '}
                <strong className="tabular-nums">{formatInteger(column.count)}</strong>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 grid gap-4 lg:grid-cols-4">
        {columns.map((column) => (
          <StageColumn key={column.stage} column={column} />
        ))}
      </div>
    </>
  )
}
