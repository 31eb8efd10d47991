import { HintedField, RequiredMark } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { useFormCheck } from '#app/kernel/components/admin/use-form-check.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { controlClass } from '#app/kernel/components/ui/form-field.tsx'
import { maxNoteLength, parseExceptionForm } from '#app/site/hours-form.ts'

const labels = {
  week: 'Which hours',
  startsOn: 'First day',
  endsOn: 'Last day',
  kind: 'Closed or special hours',
  open: 'Opens',
  close: 'Closes',
  note: 'Note for visitors',
}

/**
 * The form that adds a dated closure or special hours, for one set of hours
 * or all, checked in the browser by the action's own rules.
 */
export function ExceptionForm({
  weeks,
  today,
  problems: fromServer,
  values,
}: {
  weeks: { key: string; label: string }[]
  today: string
  problems?: Record<string, string>
  values?: Record<string, string>
}) {
  const value = (name: string) => values?.[name] ?? ''
  const { problems, onSubmit } = useFormCheck((read) => parseExceptionForm(read, today), fromServer)
  return (
    <AdminForm
      noValidate
      onSubmit={onSubmit}
      className="mt-4 max-w-xl space-y-5"
      aria-label="Add a closure or special hours"
    >
      <ErrorSummary errors={problems} labels={labels} />
      <input type="hidden" name="intent" value="add-exception" />
      <HintedField id="week" label={labels.week} error={problems?.week}>
        {(control) => (
          <select
            {...control}
            name="week"
            defaultValue={value('week') || 'all'}
            className={control.className}
          >
            <option value="all">All hours</option>
            {weeks.map((week) => (
              <option key={week.key} value={week.key}>
                {week.label}
              </option>
            ))}
          </select>
        )}
      </HintedField>
      <div className="grid gap-5 sm:grid-cols-2">
        <HintedField id="startsOn" label={labels.startsOn} required error={problems?.startsOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="startsOn"
              min={today}
              required
              defaultValue={value('startsOn')}
              className={control.className}
            />
          )}
        </HintedField>
        <HintedField
          id="endsOn"
          label={labels.endsOn}
          hint="Leave empty for one day."
          error={problems?.endsOn}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              name="endsOn"
              min={today}
              defaultValue={value('endsOn')}
              className={control.className}
            />
          )}
        </HintedField>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-900">
          {labels.kind}
          <RequiredMark />
        </legend>
        {problems?.kind && <p className="text-sm font-medium text-red-700">{problems.kind}</p>}
        <div className="flex flex-wrap gap-6" id="kind">
          {(
            [
              ['closed', 'Closed all day'],
              ['special', 'Open special hours'],
            ] as const
          ).map(([kind, text]) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                required
                defaultChecked={(value('kind') || 'closed') === kind}
                className="size-5"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['open', 'close'] as const).map((part) => (
          <div key={part}>
            <label htmlFor={part} className="mb-1.5 block text-sm font-semibold text-gray-900">
              {labels[part]} <span className="font-normal text-gray-700">(special hours only)</span>
            </label>
            <input
              type="time"
              step={900}
              id={part}
              name={part}
              defaultValue={value(part)}
              aria-invalid={problems?.[part] ? true : undefined}
              className={controlClass(Boolean(problems?.[part]))}
            />
          </div>
        ))}
      </div>
      <HintedField
        id="note"
        label={labels.note}
        required
        hint={`Shown on the pages, e.g. “Thanksgiving”. At most ${maxNoteLength} characters.`}
        error={problems?.note}
      >
        {(control) => (
          <input
            {...control}
            name="note"
            required
            maxLength={maxNoteLength}
            defaultValue={value('note')}
            className={control.className}
          />
        )}
      </HintedField>
      <Button type="submit">Add</Button>
    </AdminForm>
  )
}
