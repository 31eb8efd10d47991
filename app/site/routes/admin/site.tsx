import { data } from 'react-router'

import { adminMeta } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { readServicePrices, readTeam } from '#app/site/.server/site-content/site-content.ts'
import { ListItem } from '#app/site/components/admin/list-controls.tsx'
import { ServicePriceForm } from '#app/site/components/admin/service-price-form.tsx'
import { TeamMemberForm } from '#app/site/components/admin/team-member-form.tsx'
import { servicePriceText } from '#app/site/service-prices.ts'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/site'
import { move, remove, saveMember, savePrice, type SiteResult } from './site.server.ts'

export const meta = () => adminMeta('Services and team')

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

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  const post = { db: context.db, who, read }
  switch (intent) {
    case 'price-save':
      return savePrice(post)
    case 'member-save':
      return saveMember(post)
    case 'price-move':
      return move(post, 'price')
    case 'member-move':
      return move(post, 'member')
    case 'price-remove':
      return remove(post, 'price')
    case 'member-remove':
      return remove(post, 'member')
    default:
      throw data('Unknown action.', { status: 400 })
  }
}

export default function Site({ loaderData, actionData }: Route.ComponentProps) {
  const { services, team, saved } = loaderData
  const answer = (list: SiteResult['list'], form: string) =>
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
