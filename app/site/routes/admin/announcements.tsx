import { data, useLocation } from 'react-router'

import { adminMeta } from '#app/kernel/admin-page.ts'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import {
  findAnnouncement,
  listAnnouncements,
} from '#app/site/.server/announcements/read-announcements.ts'
import { announcementFormValues, maxTextLength } from '#app/site/announcement-form.ts'
import { announcementState } from '#app/site/announcements.ts'
import { AnnouncementForm } from '#app/site/components/admin/announcement-form.tsx'
import { AnnouncementList } from '#app/site/components/admin/announcement-list.tsx'
import { readOwnerPost } from '#app/staff/.server/owner-post.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/announcements'
import { add, edit, end, remove } from './announcements.server.ts'

export const meta = () => adminMeta('Announcements')

const savedMessages: Record<string, string> = {
  add: 'Banner added: every server shows it from its start within a few seconds.',
  edit: 'Banner saved: every server shows the change within a few seconds.',
  end: 'Banner ended: it leaves the pages within a few seconds.',
  delete: 'Banner deleted.',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { role: 'owner' })
  const now = new Date()
  const params = new URL(request.url).searchParams
  const editId = params.get('edit')
  const edited = editId ? await findAnnouncement(context.db, editId) : undefined
  const all = await listAnnouncements(context.db, now)
  const inState = (state: string) => all.filter((a) => announcementState(a, now) === state)
  return {
    current: inState('current'),
    upcoming: inState('upcoming'),
    past: inState('past'),
    edited: edited && { id: edited.id, values: announcementFormValues(edited, now) },
    blank: announcementFormValues(undefined, now),
    saved: savedMessages[params.get('saved') ?? ''],
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { who, read, intent } = await readOwnerPost(request, context)
  const post = { db: context.db, who, read }
  switch (intent) {
    case 'add':
      return add(post)
    case 'edit':
      return edit(post)
    case 'end':
      return end(post)
    case 'delete':
      return remove(post)
    default:
      throw data('Unknown action.', { status: 400 })
  }
}

export default function Announcements({ loaderData, actionData }: Route.ComponentProps) {
  const { current, upcoming, past, edited, blank, saved } = loaderData
  // a refused edit comes back with its id among the values
  const editing = actionData ? actionData.values.id || undefined : edited?.id
  // a new page (after a save) starts a fresh form; a refused post keeps what was typed
  const { key: visit } = useLocation()
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Announcements</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        A banner at the top of the public pages, such as winter storage or a sale: one line of text
        (at most {maxTextLength} characters), an optional link, and when and where it shows. A page
        shows one banner at a time: when several apply, the one that started last. Times are
        Eastern.
      </p>
      <div className="mt-6">
        <FormMessage tone="ok" message={saved} />
      </div>
      <AdminSection title="Showing now" className="mt-8">
        <AnnouncementList announcements={current} empty="No banner is showing." canEnd />
      </AdminSection>
      <AdminSection title="Coming up" className="mt-8">
        <AnnouncementList announcements={upcoming} empty="No banner is coming up." />
      </AdminSection>
      <AdminSection title={editing ? 'Edit the banner' : 'Add a banner'} className="mt-8">
        <AnnouncementForm
          key={`${editing ?? 'new'}-${visit}`}
          id={editing}
          values={actionData?.values ?? edited?.values ?? blank}
          problems={actionData?.problems}
          submitLabel={editing ? 'Save the banner' : 'Add the banner'}
        />
      </AdminSection>
      <AdminSection title="Ended" className="mt-12">
        <AnnouncementList announcements={past} empty="No banner has ended yet." />
      </AdminSection>
    </>
  )
}
