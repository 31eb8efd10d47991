import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { CardsOrTable, type Column } from '#app/kernel/components/admin/cards-or-table.tsx'
import { ErrorSummary, LiveStatus } from '#app/kernel/components/admin/error-summary.tsx'
import { useFormCheck } from '#app/kernel/components/admin/use-form-check.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'
import type { DeskEntryAnswer } from '#app/payments/.server/desk-entry-post.ts'
import type { LedgerLine, SubjectLedger } from '#app/payments/.server/subject-ledger.ts'
import {
  deskEntryLabels,
  deskEntryMethods,
  type DeskEntryPurpose,
  deskPurposesFor,
  maxDeskNoteLength,
  parseDeskEntryForm,
} from '#app/payments/desk-entry-form.ts'
import { methodLabels, type PaymentSubject, purposeLabels } from '#app/payments/ledger.ts'

const fieldId = (name: string) => `desk-entry-${name}`

function StripeIds({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null
  return (
    <span className="block font-mono text-xs break-all text-gray-700">
      {ids.map((id) => (
        <span key={id} className="block">
          {id}
        </span>
      ))}
    </span>
  )
}

const columns: Column<LedgerLine>[] = [
  { heading: 'When', cell: (line) => <time dateTime={line.at}>{line.when}</time> },
  {
    heading: 'Movement',
    rowHeader: true,
    cell: (line) => (
      <>
        {line.kind}
        {line.note && <span className="block text-xs font-normal text-gray-700">{line.note}</span>}
      </>
    ),
  },
  { heading: 'For', cell: (line) => line.purpose },
  { heading: 'Method', cell: (line) => line.method },
  { heading: 'Amount', cell: (line) => line.amount, className: 'tabular-nums whitespace-nowrap' },
  {
    heading: 'Status',
    cell: (line) => (
      <>
        {line.status}
        {line.failure && <span className="block text-xs text-gray-700">{line.failure}</span>}
      </>
    ),
  },
  { heading: 'By', cell: (line) => line.by },
  { heading: 'Stripe', cell: (line) => <StripeIds ids={line.stripeIds} /> },
]

function LineCard({ row: line }: { row: LedgerLine }) {
  return (
    <>
      <p className="flex justify-between gap-3 font-semibold">
        <span>
          {line.kind}, {line.purpose.toLowerCase()}
        </span>
        <span className="tabular-nums">{line.amount}</span>
      </p>
      <p className="text-gray-700">
        <time dateTime={line.at}>{line.when}</time> · {line.method} · {line.status} · {line.by}
      </p>
      {line.failure && <p className="text-gray-700">{line.failure}</p>}
      {line.note && <p className="text-gray-700">{line.note}</p>}
      <StripeIds ids={line.stripeIds} />
    </>
  )
}

/** Staff's form for money taken or given back in person, checked in the browser by the server's own schema. */
function DeskEntryForm({
  formKey,
  answer,
  purposes,
}: {
  formKey: string
  answer?: DeskEntryAnswer
  purposes: readonly DeskEntryPurpose[]
}) {
  const { problems, onSubmit } = useFormCheck(parseDeskEntryForm, answer?.problems)
  const value = (name: string) => answer?.values?.[name]
  const field = (name: keyof typeof deskEntryLabels) => ({
    id: fieldId(name),
    label: deskEntryLabels[name],
    error: problems?.[name],
  })
  const summary = problems
    ? Object.fromEntries(Object.entries(problems).map(([name, text]) => [fieldId(name), text]))
    : undefined
  const labels = Object.fromEntries(
    Object.entries(deskEntryLabels).map(([name, label]) => [fieldId(name), label]),
  )
  return (
    <AdminSection title="Money at the desk" className="mt-8">
      <p className="mt-2 text-sm text-gray-700">
        Cash, a check or a card on the desk’s terminal, taken or given back in person. A refund
        gives back at most what was paid.
      </p>
      <LiveStatus message={answer?.recorded} />
      <ErrorSummary errors={summary} labels={labels} />
      <AdminForm
        noValidate
        onSubmit={onSubmit}
        key={formKey}
        className="mt-4 space-y-5"
        aria-label="Record money at the desk"
      >
        <input type="hidden" name="intent" value="desk-entry" />
        <input type="hidden" name="key" value={formKey} />
        <div className="grid gap-5 sm:grid-cols-2">
          <HintedField {...field('kind')} required>
            {(control) => (
              <select {...control} name="kind" defaultValue={value('kind') ?? 'desk_payment'}>
                <option value="desk_payment">Taken from the customer</option>
                <option value="desk_refund">Given back to the customer</option>
              </select>
            )}
          </HintedField>
          <HintedField {...field('method')} required>
            {(control) => (
              <select {...control} name="method" defaultValue={value('method') ?? 'cash'}>
                {deskEntryMethods.map((method) => (
                  <option key={method} value={method}>
                    {methodLabels[method]}
                  </option>
                ))}
              </select>
            )}
          </HintedField>
          <HintedField {...field('amount')} hint="Like 45 or 45.50." required>
            {(control) => (
              <input
                {...control}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={value('amount')}
              />
            )}
          </HintedField>
          <HintedField {...field('purpose')} required>
            {(control) => (
              <select {...control} name="purpose" defaultValue={value('purpose') ?? purposes[0]}>
                {purposes.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {purposeLabels[purpose]}
                  </option>
                ))}
              </select>
            )}
          </HintedField>
        </div>
        <HintedField {...field('note')} hint="A check’s number, a receipt, why it was given back.">
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={2}
              maxLength={maxDeskNoteLength}
              defaultValue={value('note')}
            />
          )}
        </HintedField>
        <Button type="submit">Record</Button>
      </AdminForm>
    </AdminSection>
  )
}

/**
 * A reservation's or cart's ledger on its staff page: every movement with
 * who made it and the Stripe ids to find it in Stripe's dashboard, the
 * totals, and the form for money taken or given back in person.
 */
export function SubjectLedgerSection({
  ledger,
  answer,
  label,
  subject,
}: {
  ledger: SubjectLedger
  answer?: DeskEntryAnswer
  /** whose page it is: the desk's purposes follow (a rental's rent and fees, a job's invoice) */
  subject: PaymentSubject
  /** what the movements belong to, as the list's name says it: "this rental" */
  label: string
}) {
  const { paidCents, heldCents, givenBackCents } = ledger.totals
  return (
    <AdminSection title="Payments">
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Paid</dt>
        <dd className="tabular-nums">{formatCents(paidCents)}</dd>
        <dt className="font-semibold">Held on a card</dt>
        <dd className="tabular-nums">{formatCents(heldCents)}</dd>
        <dt className="font-semibold">Given back</dt>
        <dd className="tabular-nums">{formatCents(givenBackCents)}</dd>
      </dl>
      <div className="mt-4">
        {ledger.lines.length === 0 ? (
          <p className="text-gray-700">No money has moved for {label} yet.</p>
        ) : (
          <CardsOrTable
            label={`Movements of money for ${label}, oldest first`}
            rows={ledger.lines}
            card={LineCard}
            columns={columns}
          />
        )}
      </div>
      <DeskEntryForm formKey={ledger.formKey} answer={answer} purposes={deskPurposesFor(subject)} />
    </AdminSection>
  )
}
