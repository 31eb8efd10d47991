import { type SyntheticEvent, useState } from 'react'

import { HintedField, RequiredMark } from '#app/components/admin/admin-field.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/components/admin/error-summary.tsx'
import { Button } from '#app/components/ui/button.tsx'
import {
  maxLinkTextLength,
  maxLinkUrlLength,
  maxTextLength,
  parseAnnouncementForm,
} from '#app/lib/announcement-form.ts'
import { pageGroups } from '#app/lib/announcement-pages.ts'

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
      <HintedField
        id="text"
        label={announcementLabels.text}
        required
        hint={`One line of plain text, at most ${maxTextLength} characters.`}
        error={shown?.text}
      >
        {(control) => (
          <input
            {...control}
            name="text"
            required
            maxLength={maxTextLength}
            defaultValue={value('text')}
            className={control.className}
          />
        )}
      </HintedField>
      <div className="grid gap-5 sm:grid-cols-2">
        <HintedField
          id="linkUrl"
          label={announcementLabels.linkUrl}
          hint="Optional: a page of this site (/inventory) or an https:// address."
          error={shown?.linkUrl}
        >
          {(control) => (
            <input
              {...control}
              name="linkUrl"
              maxLength={maxLinkUrlLength}
              defaultValue={value('linkUrl')}
              className={control.className}
            />
          )}
        </HintedField>
        <HintedField
          id="linkText"
          label={announcementLabels.linkText}
          hint={`Where it goes, e.g. “See the storage plans”. At most ${maxLinkTextLength} characters.`}
          error={shown?.linkText}
        >
          {(control) => (
            <input
              {...control}
              name="linkText"
              maxLength={maxLinkTextLength}
              defaultValue={value('linkText')}
              className={control.className}
            />
          )}
        </HintedField>
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
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-900">
          {announcementLabels.tone}
          <RequiredMark />
        </legend>
        {shown?.tone && <p className="text-sm font-medium text-red-700">{shown.tone}</p>}
        <div className="flex flex-wrap gap-6" id="tone">
          {tones.map(([tone, text]) => (
            <label key={tone} className="flex items-center gap-2">
              <input
                type="radio"
                name="tone"
                value={tone}
                required
                defaultChecked={(value('tone') || 'info') === tone}
                className="size-5"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-900">
          {announcementLabels.where}
          <RequiredMark />
        </legend>
        {shown?.where && <p className="text-sm font-medium text-red-700">{shown.where}</p>}
        <div className="space-y-2" id="where">
          {(
            [
              ['all', 'Every public page'],
              ['chosen', 'Only the pages ticked below'],
            ] as const
          ).map(([where, text]) => (
            <label key={where} className="flex items-center gap-2">
              <input
                type="radio"
                name="where"
                value={where}
                required
                defaultChecked={(value('where') || 'all') === where}
                className="size-5"
              />
              {text}
            </label>
          ))}
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
        </div>
      </fieldset>
      <Button type="submit">{submitLabel}</Button>
    </AdminForm>
  )
}
