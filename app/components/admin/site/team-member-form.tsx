import { HintedField } from '#app/components/admin/admin-field.tsx'
import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { ErrorSummary } from '#app/components/admin/error-summary.tsx'
import { Button } from '#app/components/ui/button.tsx'
import type { TeamMember } from '#app/lib/service-prices.ts'
import { parseTeamMemberForm, siteContentRules } from '#app/lib/site-content-form.ts'

import { useFormCheck } from '../use-form-check.ts'
import { prefixed } from './prefixed.ts'

const labels = { name: 'Name', role: 'Role', bio: 'Short bio' }

/** A team member's name, role and bio, or (without `member`) a new one at the end of the team. */
export function TeamMemberForm({
  member,
  problems,
  values,
}: {
  member?: TeamMember
  problems?: Record<string, string>
  values?: Record<string, string>
}) {
  const prefix = member ? `member-${member.id}` : 'member-new'
  const checked = useFormCheck(parseTeamMemberForm, problems)
  const errors = prefixed(prefix, checked.problems)
  const id = (name: string) => `${prefix}-${name}`
  const value = (name: keyof typeof labels) => values?.[name] ?? member?.[name] ?? ''
  return (
    <AdminForm
      noValidate
      onSubmit={checked.onSubmit}
      className="mt-4 space-y-4"
      aria-label={member ? `Edit ${member.name}` : 'Add a team member'}
    >
      <ErrorSummary errors={errors} labels={prefixed(prefix, labels) ?? {}} />
      <input type="hidden" name="intent" value="member-save" />
      <input type="hidden" name="id" value={member?.id ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <HintedField id={id('name')} label={labels.name} required error={errors?.[id('name')]}>
          {(control) => (
            <input
              {...control}
              name="name"
              required
              maxLength={siteContentRules.memberName}
              defaultValue={value('name')}
            />
          )}
        </HintedField>
        <HintedField id={id('role')} label={labels.role} required error={errors?.[id('role')]}>
          {(control) => (
            <input
              {...control}
              name="role"
              required
              maxLength={siteContentRules.role}
              defaultValue={value('role')}
            />
          )}
        </HintedField>
      </div>
      <HintedField
        id={id('bio')}
        label={labels.bio}
        required
        hint={`A sentence or two, at most ${siteContentRules.bio} characters.`}
        error={errors?.[id('bio')]}
      >
        {(control) => (
          <textarea
            {...control}
            name="bio"
            required
            rows={3}
            maxLength={siteContentRules.bio}
            defaultValue={value('bio')}
          />
        )}
      </HintedField>
      <Button type="submit">{member ? `Save ${member.name}` : 'Add the team member'}</Button>
    </AdminForm>
  )
}
