import { useEffect, useRef } from 'react'

import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import type { LeadPageData } from '#app/leads/.server/lead-page.ts'
import { leadStageLabels, leadStages } from '#app/leads/lead-stage.ts'

export type LeadActionResult = { form?: string; error?: string; message?: string }

/** What the forms need of the lead page's data. */
export type LeadActionsPage = {
  lead: Pick<LeadPageData['lead'], 'assignedTo' | 'stage' | 'status'>
  staff: LeadPageData['staff']
}

const label = 'mb-1.5 block text-sm font-semibold'

function Problem({ id, result, form }: { id: string; result?: LeadActionResult; form: string }) {
  if (result?.form !== form || !result.error) return null
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-red-800">
      {result.error}
    </p>
  )
}

/** The forms that work on a lead; each posts to the page's action (without JavaScript too). */
export function LeadActions({
  page,
  userId,
  result,
}: {
  page: LeadActionsPage
  userId: string
  result?: LeadActionResult
}) {
  const { lead, staff } = page
  const spam = lead.status === 'spam'
  // Emptied after its own success only: a remount keyed on the history would
  // also wipe a note being typed when another change reloads the page's data.
  const entryForm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (result?.form === 'entry' && result.message) entryForm.current?.reset()
  }, [result])
  return (
    <div className="space-y-6">
      <AdminForm className="rounded-lg bg-white p-4" key={`assign-${lead.assignedTo ?? ''}`}>
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="expected" value={lead.assignedTo ?? ''} />
        <label htmlFor="assignee" className={label}>
          Assigned to
        </label>
        <select
          id="assignee"
          name="assignee"
          defaultValue={lead.assignedTo ?? ''}
          className={controlClass(result?.form === 'assign' && Boolean(result.error))}
          aria-describedby={result?.form === 'assign' ? 'assign-problem' : undefined}
        >
          <option value="">Nobody</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name || person.email}
              {person.id === userId ? ' (me)' : ''}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" className="mt-3">
          Assign
        </Button>
        <Problem id="assign-problem" result={result} form="assign" />
      </AdminForm>

      <AdminForm className="rounded-lg bg-white p-4" key={`stage-${lead.stage}`}>
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="expected" value={lead.stage} />
        <label htmlFor="stage" className={label}>
          Stage
        </label>
        <select
          id="stage"
          name="stage"
          defaultValue={lead.stage}
          className={controlClass(result?.form === 'stage' && Boolean(result.error))}
          aria-describedby={result?.form === 'stage' ? 'stage-problem' : undefined}
        >
          {leadStages.map((stage) => (
            <option key={stage} value={stage}>
              {leadStageLabels[stage]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" className="mt-3">
          Change stage
        </Button>
        <Problem id="stage-problem" result={result} form="stage" />
      </AdminForm>

      <AdminForm className="rounded-lg bg-white p-4" ref={entryForm}>
        <input type="hidden" name="intent" value="entry" />
        <fieldset>
          <legend className={label}>Add to the history</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {[
              ['note', 'Note for the team'],
              ['call', 'Call made'],
              ['email', 'E-mail sent'],
            ].map(([value, text], index) => (
              <label key={value} className="flex items-center gap-1.5">
                <input type="radio" name="kind" value={value} defaultChecked={index === 0} />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="text" className={`${label} mt-3`}>
          What happened
        </label>
        <textarea
          id="text"
          name="text"
          rows={3}
          maxLength={2000}
          className={controlClass(result?.form === 'entry' && Boolean(result.error))}
          aria-describedby={result?.form === 'entry' ? 'entry-problem' : undefined}
        />
        <Button type="submit" variant="outline" className="mt-3">
          Add
        </Button>
        <Problem id="entry-problem" result={result} form="entry" />
      </AdminForm>

      <div className="flex flex-wrap gap-3 rounded-lg bg-white p-4">
        <AdminForm>
          <input type="hidden" name="intent" value={spam ? 'not-spam' : 'spam'} />
          <Button type="submit" variant="outline">
            {spam ? 'Not spam: release and send' : 'Mark as spam'}
          </Button>
        </AdminForm>
        {!spam && (
          <AdminForm>
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" variant="outline">
              Send the e-mails again
            </Button>
          </AdminForm>
        )}
        <Problem id="other-problem" result={result} form="other" />
      </div>
    </div>
  )
}
