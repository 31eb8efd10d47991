import { type ReactNode, type SyntheticEvent, useState } from 'react'

import { HintedField, RequiredMark } from '#app/kernel/components/admin/admin-field.tsx'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import {
  maxLinkTextLength,
  maxLinkUrlLength,
  maxTextLength,
  parseAnnouncementForm,
} from '#app/site/announcement-form.ts'
import { pageGroups } from '#app/site/announcement-pages.ts'

export const announcementLabels = {
  text: 'Banner text',
  linkUrl: 'Link address',
  linkText: 'Link text',
  tone: 'Look',
  where: 'Where',
  startsAt: 'Starts',
  endsAt: 'Ends',
}

const tones = [
  ['info', 'Information (dark green)'],
  ['sale', 'Sale (amber)'],
] as const

const places = [
  ['all', 'Every public page'],
  ['chosen', 'Only the pages ticked below'],
] as const

/**
 * The form that adds or edits a banner. It checks itself with the action's
 * own rules before posting, so a mistake shows at once; the action checks
 * again and refuses the same mistakes.
 */
export function AnnouncementForm({
  id,
  values,
  problems,
  submitLabel,
}: {
  /** the banner edited; none to add one */
  id?: string
  values: Record<string, string>
  problems?: Record<string, string>
  submitLabel: string
}) {
  const [found, setFound] = useState<Record<string, string>>()
  const shown = found ?? problems
  const value = (name: string) => values[name] ?? ''
  const check = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const read = (name: string) => {
      const field = form.get(name)
      return typeof field === 'string' ? field : ''
    }
    const parsed = parseAnnouncementForm(read, new Date())
    setFound(parsed.ok ? undefined : parsed.problems)
    if (!parsed.ok) event.preventDefault()
  }
  return (
    <AdminForm
      id="announcement-form"
      className="mt-4 max-w-xl space-y-5"
      aria-label={submitLabel}
      onSubmit={check}
    >
      <ErrorSummary errors={shown} labels={announcementLabels} />
      <input type="hidden" name="intent" value={id ? 'edit' : 'add'} />
      {id && <input type="hidden" name="id" value={id} />}
      <TextField
        name="text"
        required
        hint={`One line of plain text, at most ${maxTextLength} characters.`}
        maxLength={maxTextLength}
        value={value('text')}
        error={shown?.text}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="linkUrl"
          hint="Optional: a page of this site (/inventory) or an https:// address."
          maxLength={maxLinkUrlLength}
          value={value('linkUrl')}
          error={shown?.linkUrl}
        />
        <TextField
          name="linkText"
          hint={`Where it goes, e.g. “See the storage plans”. At most ${maxLinkTextLength} characters.`}
          maxLength={maxLinkTextLength}
          value={value('linkText')}
          error={shown?.linkText}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <HintedField
            key={name}
            id={name}
            label={announcementLabels[name]}
            required
            hint="Eastern time."
            error={shown?.[name]}
          >
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                name={name}
                required
                defaultValue={value(name)}
                className={control.className}
              />
            )}
          </HintedField>
        ))}
      </div>
      <Choice name="tone" options={tones} value={value('tone')} error={shown?.tone} />
      <Choice name="where" options={places} value={value('where')} error={shown?.where}>
        <div className="grid gap-2 pl-7 sm:grid-cols-2">
          {pageGroups.map((group) => (
            <label key={group.key} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={`page-${group.key}`}
                defaultChecked={value(`page-${group.key}`) === 'on'}
                className="size-5"
              />
              {group.label}
            </label>
          ))}
        </div>
      </Choice>
      <Button type="submit">{submitLabel}</Button>
    </AdminForm>
  )
}

/** A one-line text field of the form, labelled from `announcementLabels`. */
function TextField({
  name,
  hint,
  maxLength,
  value,
  error,
  required,
}: {
  name: 'text' | 'linkUrl' | 'linkText'
  hint: string
  maxLength: number
  value: string
  error?: string
  required?: boolean
}) {
  return (
    <HintedField
      id={name}
      label={announcementLabels[name]}
      required={required}
      hint={hint}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          maxLength={maxLength}
          defaultValue={value}
          className={control.className}
        />
      )}
    </HintedField>
  )
}

/** Radio buttons for one required choice, the first option checked when none is given. */
function Choice({
  name,
  options,
  value,
  error,
  children,
}: {
  name: 'tone' | 'where'
  options: readonly (readonly [string, string])[]
  value: string
  error?: string
  children?: ReactNode
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-gray-900">
        {announcementLabels[name]}
        <RequiredMark />
      </legend>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <div className="space-y-2" id={name}>
        {options.map(([option, text]) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              required
              defaultChecked={(value || options[0]?.[0]) === option}
              className="size-5"
            />
            {text}
          </label>
        ))}
        {children}
      </div>
    </fieldset>
  )
}
