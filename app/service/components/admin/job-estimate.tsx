import type { ServiceInvoiceRow, ServiceJobRow } from '#app/kernel/.server/db/schema.ts'
import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { formatCents } from '#app/kernel/format.ts'
import { methodLabels } from '#app/payments/ledger.ts'
import { formatSalesTaxRate } from '#app/payments/sales-tax.ts'
import type { Estimate } from '#app/service/.server/estimate-rows.ts'
import { lineFormLabels } from '#app/service/estimate-line-form.ts'

import { EstimateLinesTable } from '../estimate-lines'

type Decision = {
  estimate_id: string
  decision: string
  signed_name: string
  at: string
  ip: string | null
  lines_hash: string
}

const statusWords = {
  draft: 'Draft, not sent',
  sent: 'Sent, waiting for the customer',
  approved: 'Approved',
  declined: 'Declined',
  superseded: 'Replaced by a later version',
} as const

function AddLineForm({
  problems,
  values,
}: {
  problems: Record<string, string>
  values: Record<string, string>
}) {
  const field = (name: keyof typeof lineFormLabels) => ({
    id: `line-${name}`,
    label: lineFormLabels[name],
    error: problems[name],
  })
  const summary = Object.fromEntries(
    Object.entries(problems).map(([name, text]) => [`line-${name}`, text]),
  )
  const labels = Object.fromEntries(
    Object.entries(lineFormLabels).map(([name, label]) => [`line-${name}`, label]),
  )
  return (
    <div className="mt-4 rounded-lg border border-gray-300 p-4">
      <h3 className="font-semibold">Add a line</h3>
      <p className="mt-1 text-sm text-gray-700">
        Labour: hours in tenths. A part: quantity and unit price. Warranty: the claim number,
        charged nothing.
      </p>
      <ErrorSummary
        errors={Object.keys(summary).length > 0 ? summary : undefined}
        labels={labels}
      />
      <AdminForm
        className="mt-3 grid gap-4 sm:grid-cols-2"
        aria-label="Add a line to the estimate"
        noValidate
      >
        <input type="hidden" name="intent" value="line-add" />
        <HintedField {...field('kind')} required>
          {(control) => (
            <select {...control} name="kind" defaultValue={values.kind ?? 'labour'}>
              <option value="labour">Labour</option>
              <option value="part">Part</option>
              <option value="warranty">Warranty work</option>
            </select>
          )}
        </HintedField>
        <HintedField {...field('description')} required>
          {(control) => (
            <input
              {...control}
              name="description"
              required
              autoComplete="off"
              defaultValue={values.description}
            />
          )}
        </HintedField>
        <HintedField {...field('hours')} hint="Labour or warranty: like 1.5.">
          {(control) => (
            <input
              {...control}
              name="hours"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.hours}
            />
          )}
        </HintedField>
        <HintedField {...field('quantity')} hint="Parts: a whole number.">
          {(control) => (
            <input
              {...control}
              name="quantity"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.quantity}
            />
          )}
        </HintedField>
        <HintedField {...field('unitPrice')} hint="Parts: like 12.99.">
          {(control) => (
            <input
              {...control}
              name="unitPrice"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.unitPrice}
            />
          )}
        </HintedField>
        <HintedField {...field('claimNumber')} hint="Warranty work only.">
          {(control) => (
            <input
              {...control}
              name="claimNumber"
              autoComplete="off"
              defaultValue={values.claimNumber}
            />
          )}
        </HintedField>
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline">
            Add the line
          </Button>
        </div>
      </AdminForm>
    </div>
  )
}

function RemoveLine({ position, description }: { position: number; description: string }) {
  return (
    <AdminForm>
      <input type="hidden" name="intent" value="line-remove" />
      <input type="hidden" name="position" value={position} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={`Remove line ${position}: ${description}`}
      >
        Remove
      </Button>
    </AdminForm>
  )
}

function VersionBlock({
  estimate,
  decision,
  editable,
}: {
  estimate: Estimate
  decision?: Decision
  editable: boolean
}) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold">
        Version {estimate.version}: {statusWords[estimate.status]}
        {estimate.sent_at && (
          <span className="font-normal text-gray-700"> · sent {dealerTime(estimate.sent_at)}</span>
        )}
      </h3>
      {decision && (
        <p className="mt-1 text-sm">
          {decision.decision === 'approved' ? 'Approved' : 'Declined'} by “{decision.signed_name}”
          on {dealerTime(decision.at)}
          {decision.ip ? ` from ${decision.ip}` : ''}; lines{' '}
          <span className="font-mono">{decision.lines_hash.slice(0, 12)}</span>
        </p>
      )}
      {estimate.lines.length === 0 ? (
        <p className="mt-2 text-gray-700">No lines yet.</p>
      ) : (
        <EstimateLinesTable
          caption={`Estimate version ${estimate.version}`}
          totals={estimate.totals}
          labourRateCents={estimate.labour_rate_cents}
          taxRate={formatSalesTaxRate(estimate.tax_basis_points)}
          action={
            editable
              ? (position) => (
                  <RemoveLine
                    position={position}
                    description={estimate.lines[position - 1]?.description ?? ''}
                  />
                )
              : undefined
          }
        />
      )}
    </div>
  )
}

/**
 * The estimate: the version being edited (a draft, or the newest sent one,
 * which a change copies into the next version), the form for a line, Send
 * for approval, and the earlier versions with their decisions.
 */
export function JobEstimate({
  job,
  estimates,
  decisions,
  answer,
}: {
  job: ServiceJobRow
  estimates: Estimate[]
  decisions: Decision[]
  answer?: {
    form?: string
    error?: string
    message?: string
    problems?: Record<string, string>
    values?: Record<string, string>
  }
}) {
  const editable = [
    'booked',
    'checked_in',
    'diagnosing',
    'awaiting_approval',
    'in_repair',
  ].includes(job.stage)
  const [current, ...earlier] = estimates
  const decisionOf = (id: string) => decisions.find((decision) => decision.estimate_id === id)
  const draft = current?.status === 'draft' ? current : undefined
  const lineAnswer = answer?.form === 'line' ? answer : undefined
  return (
    <AdminSection title="Estimate" className="mt-8">
      {(answer?.form === 'line' || answer?.form === 'send') && !answer.problems && (
        <div className="mt-3">
          <FormMessage
            message={answer.error ?? answer.message}
            tone={answer.error ? 'error' : 'ok'}
          />
        </div>
      )}
      {current ? (
        <VersionBlock estimate={current} decision={decisionOf(current.id)} editable={editable} />
      ) : (
        <p className="mt-2 text-gray-700">No estimate yet.</p>
      )}
      {editable && draft && draft.lines.length > 0 && (
        <AdminForm className="mt-4">
          <input type="hidden" name="intent" value="send-estimate" />
          <Button type="submit">Send for approval ({formatCents(draft.totals.totalCents)})</Button>
        </AdminForm>
      )}
      {editable && (
        // a line added remounts the form, empty for the next one
        <AddLineForm
          key={`${current?.version ?? 0}-${current?.lines.length ?? 0}`}
          problems={lineAnswer?.problems ?? {}}
          values={lineAnswer?.values ?? {}}
        />
      )}
      {earlier.length > 0 && (
        <details className="mt-6">
          <summary className="cursor-pointer font-semibold">
            Earlier versions ({earlier.length})
          </summary>
          {earlier.map((estimate) => (
            <VersionBlock
              key={estimate.id}
              estimate={estimate}
              decision={decisionOf(estimate.id)}
              editable={false}
            />
          ))}
        </details>
      )}
    </AdminSection>
  )
}

/** The invoice issued at ready, and its payment at the desk. */
export function JobInvoice({
  invoice,
  answer,
}: {
  invoice?: ServiceInvoiceRow
  answer?: { form?: string; error?: string; message?: string }
}) {
  return (
    <AdminSection title="Invoice" className="mt-8">
      {answer?.form === 'pay' && (
        <div className="mt-3">
          <FormMessage
            message={answer.error ?? answer.message}
            tone={answer.error ? 'error' : 'ok'}
          />
        </div>
      )}
      {!invoice ? (
        <p className="mt-2 text-gray-700">Issued and e-mailed when the job is marked ready.</p>
      ) : (
        <>
          <p className="mt-2">
            {formatCents(invoice.total_cents)} with tax ({formatCents(invoice.tax_cents)}), issued{' '}
            {dealerTime(invoice.issued_at)}
            {': '}
            <strong>
              {invoice.paid_at
                ? `paid ${dealerTime(invoice.paid_at)}`
                : invoice.total_cents > 0
                  ? 'not paid yet'
                  : 'nothing to pay'}
            </strong>
          </p>
          {!invoice.paid_at && invoice.total_cents > 0 && (
            <AdminForm
              className="mt-3 flex flex-wrap items-end gap-3"
              aria-label="Record the invoice paid at the desk"
            >
              <input type="hidden" name="intent" value="pay-at-desk" />
              <div>
                <label htmlFor="pay-method" className="block font-semibold">
                  Paid at the desk by
                </label>
                <select
                  id="pay-method"
                  name="method"
                  defaultValue="card_desk"
                  className="mt-1 h-11 rounded border border-gray-400 px-2"
                >
                  {(['card_desk', 'cash', 'check'] as const).map((method) => (
                    <option key={method} value={method}>
                      {methodLabels[method]}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit">Record {formatCents(invoice.total_cents)} paid</Button>
            </AdminForm>
          )}
        </>
      )}
    </AdminSection>
  )
}
