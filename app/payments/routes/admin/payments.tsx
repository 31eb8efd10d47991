import { data, Form, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { changeSetting, readSetting } from '#app/kernel/.server/settings/app-settings.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { dataRowClass, DataTable } from '#app/kernel/components/admin/data-table.tsx'
import { FilterInput } from '#app/kernel/components/admin/filter-fields.tsx'
import { OneFieldForm } from '#app/kernel/components/admin/one-field-form.tsx'
import { PageLinks } from '#app/kernel/components/admin/page-links.tsx'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { longDayYearText, monthYearText } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { calendarDay } from '#app/kernel/zoned-time.ts'
import { paymentsSetupNotice } from '#app/payments/.server/payments-setup.ts'
import { salesTaxRate } from '#app/payments/.server/sales-tax-setting.ts'
import type { Summary } from '#app/payments/.server/summary.ts'
import {
  dayPeriod,
  listMovements,
  monthPeriod,
  movementsPageSize,
  summaryOf,
} from '#app/payments/.server/summary.ts'
import { PaymentsSetupWarning } from '#app/payments/components/payments-setup-warning.tsx'
import { kindLabels, methodLabels, subjectLabels, subjectPath } from '#app/payments/ledger.ts'
import { ledgerCells } from '#app/payments/ledger-cells.ts'
import {
  defaultSalesTaxBasisPoints,
  formatSalesTaxRate,
  maxSalesTaxBasisPoints,
} from '#app/payments/sales-tax.ts'
import { salesTaxSchema } from '#app/payments/sales-tax-form.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/payments'

export const meta = () => adminMeta('Payments')

const dayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const url = new URL(request.url)
  const today = calendarDay(new Date(), business.timeZone)
  const asked = url.searchParams.get('day') ?? ''
  // a day that is not one (typed by hand) shows today, and says so
  const day = dayPattern.test(asked) && dayPeriod(asked) ? asked : today
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1))
  const [daySummary, monthSummary, movements, salesTaxBasisPoints] = await Promise.all([
    summaryOf(context.db, dayPeriod(day) ?? { from: new Date(0), until: new Date(0) }),
    summaryOf(context.db, monthPeriod(day) ?? { from: new Date(0), until: new Date(0) }),
    listMovements(context.db, page),
    readSetting(context.db, salesTaxRate),
  ])
  return {
    day,
    dayUnread: asked !== '' && asked !== day,
    page,
    pageSize: movementsPageSize,
    daySummary,
    monthSummary,
    rows: movements.rows.map((row) => ({
      ...ledgerCells(row),
      subject: `${subjectLabels[row.subject_type]} ${row.subject_id.slice(0, 8)}`,
      subjectPath: subjectPath(row.subject_type, row.subject_id),
      by: row.actor === 'staff' ? 'staff' : row.actor,
      note: row.note,
    })),
    hasMore: movements.hasMore,
    notice: paymentsSetupNotice(context.settings, user.role),
    salesTaxRate: formatSalesTaxRate(salesTaxBasisPoints),
  }
}

type TaxAnswer = { message?: string; error?: string; value?: string }

/** An owner sets the sales tax rate; audited (changeSetting), a bad rate refused with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const value = formText(await request.formData(), 'salesTaxPercent')
  // an empty field is no rate (coerced, it would read as 0%)
  const parsed = salesTaxSchema.safeParse({ salesTaxPercent: value.trim() || undefined })
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'Enter a percent, like 6 or 6.25.'
    return data<TaxAnswer>({ error, value }, { status: 400 })
  }
  const basisPoints = parsed.data.salesTaxPercent
  const actor = actorOf(user, request, context)
  await changeSetting(context.db, salesTaxRate, { actor, value: basisPoints, ip: actor.ip })
  return data<TaxAnswer>({
    message: `Saved: sales tax is ${formatSalesTaxRate(basisPoints)} on the taxable charges from now on.`,
  })
}

function SalesTaxSection({ rate, answer }: { rate: string; answer?: TaxAnswer }) {
  return (
    <AdminSection title="Sales tax" className="mt-8 max-w-lg">
      <p className="mt-2 text-gray-700">
        Sales tax is added at <strong>{rate}</strong> to rent, delivery, extra drivers and the
        desk&rsquo;s fees, never to deposits. Which charges are taxable, and the rate, are for the
        dealer&rsquo;s accountant to decide; the default,{' '}
        {formatSalesTaxRate(defaultSalesTaxBasisPoints)}, is Pennsylvania&rsquo;s state rate.
      </p>
      <OneFieldForm
        name="salesTaxPercent"
        label="Sales tax rate (percent)"
        hint={`From 0 (no tax) to ${maxSalesTaxBasisPoints / 100}, with at most two decimals, like 6.25. Applies to charges made from now on.`}
        done={answer?.message}
        value={answer?.value ?? rate.replace('%', '')}
        error={answer?.error}
        button="Save the rate"
      />
    </AdminSection>
  )
}

function SummaryTable({ title, summary }: { title: string; summary: Summary }) {
  return (
    <AdminSection title={title} className="mt-6">
      {summary.lines.length === 0 ? (
        <p className="text-gray-800">No money moved.</p>
      ) : (
        <DataTable
          caption={`By method and movement: ${title}`}
          headings={['Method', 'Movement', 'How many', 'Amount']}
        >
          {summary.lines.map((line) => (
            <tr key={`${line.method}-${line.kind}`} className={dataRowClass}>
              <td className="p-3">{methodLabels[line.method]}</td>
              <td className="p-3">{kindLabels[line.kind]}</td>
              <td className="p-3 tabular-nums">{line.count}</td>
              <td className="p-3 tabular-nums">{formatCents(line.cents)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Money in</dt>
        <dd className="tabular-nums">{formatCents(summary.inCents)}</dd>
        <dt className="font-semibold">Money given back</dt>
        <dd className="tabular-nums">{formatCents(summary.outCents)}</dd>
        <dt className="font-semibold">Net</dt>
        <dd className="tabular-nums">
          {summary.netCents < 0 ? '−' : ''}
          {formatCents(Math.abs(summary.netCents))}
        </dd>
      </dl>
    </AdminSection>
  )
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { day, dayUnread, page, pageSize, daySummary, monthSummary, rows, hasMore, notice } =
    loaderData
  const pageLink = (n: number) => `?${new URLSearchParams({ day, page: String(n) })}`
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Payments</h1>
        <a href="/admin/payments/export.csv" className={buttonClass('outline', 'sm')} download>
          Export every movement as CSV
        </a>
      </div>
      <PaymentsSetupWarning notice={notice} />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <FilterInput name="day" label="Day" type="date" defaultValue={day} />
        <Button type="submit">Show</Button>
      </Form>
      {dayUnread && (
        <p role="status" className="mt-2 text-sm text-gray-800">
          That is not a day we could read: today is shown.
        </p>
      )}
      <SummaryTable title={`The day: ${longDayYearText(day)}`} summary={daySummary} />
      <SummaryTable title={`The month: ${monthYearText(day.slice(0, 7))}`} summary={monthSummary} />
      <AdminSection title="Last movements" className="mt-8">
        <DataTable
          caption={`Movements of money, newest first, ${pageSize} a page, page ${page}`}
          headings={['When', 'Movement', 'Purpose', 'Method', 'Amount', 'Status', 'For', 'By']}
          empty="No money has moved yet."
        >
          {rows.map((row) => (
            <tr key={row.id} className={dataRowClass}>
              <td className="p-3 whitespace-nowrap">
                <time dateTime={row.at}>{row.when}</time>
              </td>
              <td className="p-3">
                {row.kind}
                {row.note && <span className="block text-xs text-gray-700">{row.note}</span>}
              </td>
              <td className="p-3">{row.purpose}</td>
              <td className="p-3">{row.method}</td>
              <td className="p-3 tabular-nums whitespace-nowrap">{row.amount}</td>
              <td className="p-3">
                {row.status}
                {row.failure && <span className="block text-xs text-gray-700">{row.failure}</span>}
              </td>
              <td className="p-3">
                <Link to={row.subjectPath} className="text-brand-800 underline">
                  {row.subject}
                </Link>
              </td>
              <td className="p-3">{row.by}</td>
            </tr>
          ))}
        </DataTable>
        <PageLinks
          label="Movement pages"
          page={page}
          hasNext={hasMore}
          to={pageLink}
          texts={{ previous: 'Newer movements', next: 'Older movements' }}
        />
      </AdminSection>
      <SalesTaxSection rate={loaderData.salesTaxRate} answer={actionData} />
    </>
  )
}
