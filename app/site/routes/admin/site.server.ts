import { data } from 'react-router'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { adminRedirect } from '#app/kernel/admin-page.ts'
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
import { parseServicePriceForm, parseTeamMemberForm } from '#app/site/site-content-form.ts'

/*
 * The services-and-team page's intents, one function each: what the form
 * says, checked, handed to the ordered lists, and the page to go back to.
 */

const sitePath = '/admin/site'

export type SiteResult = {
  /** which form: the item's id, or 'new' */
  form: string
  list: 'price' | 'member'
  problems: Record<string, string>
  values: Record<string, string>
}

/** An owner's post to the page: the database, who sent it, and its fields. */
export type SitePost = { db: DB; who: Who; read: (name: string) => string }

const lists = { price: servicePriceList, member: teamList } as const

const gone = () => data('That item is already gone: reload the page.', { status: 404 })

/** The form sent again with its problems. */
function refused(
  { read }: SitePost,
  list: SiteResult['list'],
  problems: Record<string, string>,
  names: string[],
) {
  return data<SiteResult>(
    {
      form: read('id') || 'new',
      list,
      problems,
      values: Object.fromEntries(names.map((n) => [n, read(n)])),
    },
    { status: 400 },
  )
}

/** Saves a parsed form as a new item (no id) or over an existing one. */
async function save({ db, who, read }: SitePost, list: OrderedList, fields: object) {
  const id = read('id')
  if (!id) {
    await addItem(db, list, { ...fields }, who)
    return 'added'
  }
  const result = await saveItem(db, list, id, { ...fields }, who)
  if (result === 'missing') throw gone()
  return result
}

export async function savePrice(post: SitePost) {
  const parsed = parseServicePriceForm(post.read)
  if (!parsed.ok) {
    return refused(post, 'price', parsed.problems, ['name', 'kind', 'amount', 'per', 'note'])
  }
  const result = await save(post, servicePriceList, parsed.value)
  return adminRedirect(`${sitePath}?saved=${result === 'unchanged' ? result : 'price'}`)
}

export async function saveMember(post: SitePost) {
  const parsed = parseTeamMemberForm(post.read)
  if (!parsed.ok) return refused(post, 'member', parsed.problems, ['name', 'role', 'bio'])
  const result = await save(post, teamList, parsed.value)
  return adminRedirect(`${sitePath}?saved=${result === 'unchanged' ? result : 'member'}`)
}

export async function move({ db, who, read }: SitePost, list: keyof typeof lists) {
  const direction = read('direction')
  if (direction !== 'up' && direction !== 'down') throw data('Move up or down.', { status: 400 })
  if (!(await moveItem(db, lists[list], read('id'), direction, who))) throw gone()
  return adminRedirect(`${sitePath}?saved=moved`)
}

export async function remove({ db, who, read }: SitePost, list: keyof typeof lists) {
  if (!(await removeItem(db, lists[list], read('id'), who))) throw gone()
  return adminRedirect(`${sitePath}?saved=removed`)
}
