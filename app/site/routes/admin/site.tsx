import { data } from 'react-router'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { adminMeta, adminRedirect } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import {
  addItem,
  moveItem,
  type OrderedList,
  removeItem,
  saveItem,
  servicePriceList,
  teamList,
  type Who,
} from '#app/site/.server/site-content/ordered-list.ts'
import { readServicePrices, readTeam } from '#app/site/.server/site-content/site-content.ts'
import { ListItem } from '#app/site/components/admin/list-controls.tsx'
import { ServicePriceForm } from '#app/site/components/admin/service-price-form.tsx'
import { TeamMemberForm } from '#app/site/components/admin/team-member-form.tsx'
import { servicePriceText } from '#app/site/service-prices.ts'
import { parseServicePriceForm, parseTeamMemberForm } from '#app/site/site-content-form.ts'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/site'

export const meta = () => adminMeta('Services and team')

const path = '/admin/site'

const savedMessages: Record<string, string> = {
  price: 'Saved: the services page shows it within a few seconds.',
  member: 'Saved: the about page shows it within a few seconds.',
  moved: 'Moved: the page shows the new order within a few seconds.',
  removed: 'Removed: the page no longer shows it.',
  unchanged: 'Nothing changed: that was already so.',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  return {
    services: await readServicePrices(context.db),
    team: await readTeam(context.db),
    saved: savedMessages[new URL(request.url).searchParams.get('saved') ?? ''],
  }
}

type Result = {
  /** which form: the item's id, or 'new' */
  form: string
  list: 'price' | 'member'
  problems: Record<string, string>
  values: Record<string, string>
}

const gone = () => data('That item is already gone: reload the page.', { status: 404 })

/** Saves a parsed form as a new item (no id) or over an existing one. */
async function save(db: DB, list: OrderedList, id: string, fields: object, who: Who) {
  if (!id) {
    await addItem(db, list, { ...fields }, who)
    return 'added'
  }
  const result = await saveItem(db, list, id, { ...fields }, who)
  if (result === 'missing') throw gone()
  return result
}

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  const id = read('id')
  const refused = (list: Result['list'], problems: Record<string, string>, names: string[]) =>
    data<Result>(
      {
        form: id || 'new',
        list,
        problems,
        values: Object.fromEntries(names.map((n) => [n, read(n)])),
      },
      { status: 400 },
    )
  const listOf = { price: servicePriceList, member: teamList } as const
  switch (intent) {
    case 'price-save': {
      const parsed = parseServicePriceForm(read)
      if (!parsed.ok)
        return refused('price', parsed.problems, ['name', 'kind', 'amount', 'per', 'note'])
      const result = await save(context.db, servicePriceList, id, parsed.value, who)
      return adminRedirect(`${path}?saved=${result === 'unchanged' ? result : 'price'}`)
    }
    case 'member-save': {
      const parsed = parseTeamMemberForm(read)
      if (!parsed.ok) return refused('member', parsed.problems, ['name', 'role', 'bio'])
      const result = await save(context.db, teamList, id, parsed.value, who)
      return adminRedirect(`${path}?saved=${result === 'unchanged' ? result : 'member'}`)
    }
    case 'price-move':
    case 'member-move': {
      const direction = read('direction')
      if (direction !== 'up' && direction !== 'down')
        throw data('Move up or down.', { status: 400 })
      const list = listOf[intent === 'price-move' ? 'price' : 'member']
      if (!(await moveItem(context.db, list, id, direction, who))) throw gone()
      return adminRedirect(`${path}?saved=moved`)
    }
    case 'price-remove':
    case 'member-remove': {
      const list = listOf[intent === 'price-remove' ? 'price' : 'member']
      if (!(await removeItem(context.db, list, id, who))) throw gone()
      return adminRedirect(`${path}?saved=removed`)
    }
    default:
      throw data('Unknown action.', { status: 400 })
  }
}

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { services, team, saved } = loaderData
  const answer = (list: Result['list'], form: string) =>
    actionData?.list === list && actionData.form === form
      ? { problems: actionData.problems, values: actionData.values }
      : {}
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Services and team</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        The services and prices on the services page, and the team on the about page, in the order
        shown. Every server shows a change within a few seconds.
      </p>
      <div className="mt-6">
        <FormMessage tone="ok" message={saved} />
      </div>
      <AdminSection title="Services and prices" className="mt-8 max-w-3xl">
        <p className="mt-2 text-gray-700">
          The four services the site opened with keep their description and list of what they
          include; a service you add shows its name and price.
        </p>
        <ol className="mt-4 space-y-6">
          {services.map((line, i) => (
            <ListItem
              key={line.id}
              list="price"
              id={line.id}
              name={line.name}
              detail={servicePriceText(line)}
              index={i}
              count={services.length}
            >
              <ServicePriceForm line={line} {...answer('price', line.id)} />
            </ListItem>
          ))}
        </ol>
        <h3 className="mt-8 text-lg font-semibold text-gray-900">Add a service</h3>
        <ServicePriceForm {...answer('price', 'new')} />
      </AdminSection>
      <AdminSection title="Team" className="mt-12 max-w-3xl">
        <ol className="mt-4 space-y-6">
          {team.map((member, i) => (
            <ListItem
              key={member.id}
              list="member"
              id={member.id}
              name={member.name}
              detail={member.role}
              index={i}
              count={team.length}
            >
              <TeamMemberForm member={member} {...answer('member', member.id)} />
            </ListItem>
          ))}
        </ol>
        <h3 className="mt-8 text-lg font-semibold text-gray-900">Add a team member</h3>
        <p className="mt-2 text-gray-700">
          The about page shows each person’s initials; there are no team photos.
        </p>
        <TeamMemberForm {...answer('member', 'new')} />
      </AdminSection>
    </>
  )
}
