import { HintedField } from '#app/kernel/components/admin/admin-field.tsx'
import type { TeamMember } from '#app/site/service-prices.ts'
import { parseTeamMemberForm, siteContentRules } from '#app/site/site-content-form.ts'

import { ListItemForm, TextField } from './list-item-form.tsx'

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
  const value = (name: keyof typeof labels) => values?.[name] ?? member?.[name] ?? ''
  return (
    <ListItemForm
      intent="member-save"
      id={member?.id ?? ''}
      prefix={member ? `member-${member.id}` : 'member-new'}
      label={member ? `Edit ${member.name}` : 'Add a team member'}
      labels={labels}
      check={parseTeamMemberForm}
      problems={problems}
      submit={member ? `Save ${member.name}` : 'Add the team member'}
    >
      {(field) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={field}
              name="name"
              label={labels.name}
              required
              maxLength={siteContentRules.memberName}
              value={value('name')}
            />
            <TextField
              field={field}
              name="role"
              label={labels.role}
              required
              maxLength={siteContentRules.role}
              value={value('role')}
            />
          </div>
          <HintedField
            id={field('bio').id}
            label={labels.bio}
            required
            hint={`A sentence or two, at most ${siteContentRules.bio} characters.`}
            error={field('bio').error}
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
        </>
      )}
    </ListItemForm>
  )
}
