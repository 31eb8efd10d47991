import { data, Link } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminField } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { business } from '#app/kernel/dealer/business.ts'
import { countOf } from '#app/kernel/plural.ts'
import { wallClockMinute } from '#app/kernel/zoned-time.ts'
import { forgetPerson, previewForget, type PrivacyReport } from '#app/privacy/.server/forget.ts'
import { personText, privacyRequestSchema } from '#app/privacy/privacy-request.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/privacy'

export const meta = () => adminMeta('Privacy requests')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  return null
}

type Result =
  | { step: 'refused'; value: string; fields: { person: string } }
  | { step: 'preview' | 'done'; value: string; person: string; report: PrivacyReport }

/**
 * An owner carries out a person's request to be forgotten: the first post
 * shows what would be erased and changes nothing; only the confirmation
 * (`confirm=yes`, sent by the second form) erases.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const value = formText(form, 'person')
  const parsed = privacyRequestSchema.safeParse({ person: value })
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter an e-mail address or a phone number.'
    return data<Result>({ step: 'refused', value, fields: { person: message } }, { status: 400 })
  }
  const { person } = parsed.data
  if (formText(form, 'confirm') !== 'yes') {
    const report = await previewForget(context.db, person)
    return data<Result>({ step: 'preview', value, person: personText(person), report })
  }
  const report = await forgetPerson(context.db, person, {
    actor: actorOf(user, request, context),
  })
  return data<Result>({ step: 'done', value: '', person: personText(person), report })
}

const localTime = (iso: string) => wallClockMinute(new Date(iso), business.timeZone)

export default function Privacy({ actionData }: Route.ComponentProps) {
  const result = actionData
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Privacy requests</h1>
      <AdminSection title="Forget a person" className="mt-8 max-w-2xl">
        <p className="mt-2 text-gray-700">
          When someone asks us to delete their personal information (our privacy policy promises
          it), enter the e-mail address or phone number they used. You see what is held first;
          nothing is erased until you confirm. Their leads and rentals stay in the counts, without
          their name, e-mail, phone or message. A rental that is not over yet is kept: forget them
          again once it has ended.
        </p>
        <div role="status" className="mt-4">
          {result?.step === 'done' && (
            <div className="rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-brand-900">
              <p className="font-medium">
                {result.report.total === 0
                  ? `Nothing held about ${result.person} was found; the request is recorded in the audit log.`
                  : `Erased ${countOf(result.report.total, 'record')} about ${result.person}. The audit log records the request without the address.`}
              </p>
              <KeptRentals report={result.report} />
            </div>
          )}
        </div>
        <ErrorSummary
          errors={result?.step === 'refused' ? result.fields : undefined}
          labels={{ person: 'E-mail or phone' }}
        />
        <AdminForm className="mt-4 space-y-5">
          <AdminField
            name="person"
            label="E-mail or phone"
            autoComplete="off"
            hint="The address in any case, or the number with or without spaces and dashes."
            defaultValue={result?.value}
            error={result?.step === 'refused' ? result.fields.person : undefined}
          />
          <Button type="submit">Find their data</Button>
        </AdminForm>
      </AdminSection>
      {result?.step === 'preview' && (
        <Preview value={result.value} person={result.person} report={result.report} />
      )}
    </>
  )
}

function Preview({
  value,
  person,
  report,
}: {
  value: string
  person: string
  report: PrivacyReport
}) {
  const found = report.rows.filter((row) => row.count > 0)
  return (
    <AdminSection title={`What is held about ${person}`} className="mt-12 max-w-2xl">
      {found.length === 0 ? (
        <p className="mt-2 text-gray-700">Nothing. Confirming only records the request.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Records that would be erased</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-2 pr-4">
                Records
              </th>
              <th scope="col" className="py-2">
                What is erased
              </th>
            </tr>
          </thead>
          <tbody>
            {found.map((row) => (
              <tr key={row.table} className="border-b border-gray-200">
                <td className="py-2 pr-4 font-medium tabular-nums">{row.count}</td>
                <td className="py-2 text-gray-700">{row.erases}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeptRentals report={report} />
      <AdminForm className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="person" value={value} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" variant="destructive">
          Erase their data
        </Button>
        <Link to="/admin/privacy" className="text-brand-800 underline">
          Cancel
        </Link>
      </AdminForm>
    </AdminSection>
  )
}

function KeptRentals({ report }: { report: PrivacyReport }) {
  if (report.kept.length === 0) return null
  return (
    <div className="mt-4">
      <p className="font-medium text-gray-900">
        Kept: {countOf(report.kept.length, 'rental')} not over yet (the renter&rsquo;s details are
        still needed):
      </p>
      <ul className="mt-1 list-disc pl-6 text-gray-700">
        {report.kept.map((r) => (
          <li key={r.id}>
            <Link to={`/admin/rentals/${r.id}`} className="text-brand-800 underline">
              Reservation from {localTime(r.startAt)}
            </Link>{' '}
            ({r.status})
          </li>
        ))}
      </ul>
    </div>
  )
}
