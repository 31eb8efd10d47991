import { business } from '#app/kernel/dealer/business.ts'
import { instantInZone, localInputValue } from '#app/kernel/zoned-time.ts'

import { type PageGroupKey, pageGroupKeys } from './announcement-pages.ts'
import { type Announcement, type AnnouncementTone, announcementTones } from './announcements.ts'

/*
 * The banner form of /admin/announcements, read alike by the page before it
 * posts and by its action: field names in, problems by field name out.
 */

/** One line on a phone is about 45 characters: 160 wraps to at most four. */
export const maxTextLength = 160
export const maxLinkTextLength = 40
export const maxLinkUrlLength = 500

export type AnnouncementInput = Omit<Announcement, 'id' | 'createdAt'>

type Read = (name: string) => string
type Problems = Record<string, string>

/** Line breaks and other control characters: the banner is one line of plain text. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

/** Words that say nothing of where a link goes when read alone. */
const vagueLinkWords = new Set(['click here', 'here', 'more', 'read more', 'learn more', 'link'])

/** A page of this site ("/inventory?tag=financing"), or an https address elsewhere. */
export function isBannerLink(value: string): boolean {
  if (/\s|\\/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
  } catch {
    return false
  }
}

function readLine(read: Read, name: string, max: number, label: string, problems: Problems) {
  const value = read(name).trim()
  if (controlCharacters.test(value)) problems[name] = `Keep the ${label} to one line of plain text.`
  else if (value.length > max)
    problems[name] = `The ${label} is ${value.length} characters: keep it to ${max}.`
  return value
}

function readLink(read: Read, problems: Problems): Announcement['link'] {
  const url = read('linkUrl').trim()
  const text = readLine(read, 'linkText', maxLinkTextLength, 'link text', problems)
  if (!url && !text) return null
  if (!url) problems.linkUrl = 'Enter the address the link goes to, or clear the link text.'
  else if (url.length > maxLinkUrlLength)
    problems.linkUrl = `The address is ${url.length} characters: keep it to ${maxLinkUrlLength}.`
  else if (!isBannerLink(url))
    problems.linkUrl =
      'The link must be a page of this site (starting with /) or an https:// address.'
  if (!text && !problems.linkText)
    problems.linkText = 'Enter the link’s words, such as “See the storage plans”.'
  else if (vagueLinkWords.has(text.toLowerCase()))
    problems.linkText = `Say where the link goes: “${text}” means nothing read alone.`
  return { url, text }
}

function readInstant(read: Read, name: string, what: string, problems: Problems) {
  const value = read(name).trim()
  const at = value ? instantInZone(value, business.timeZone) : null
  if (!at) problems[name] = `Enter when the banner ${what}, as a date and time.`
  return at
}

/**
 * The banner form: `text`; `linkUrl` and `linkText` (both or neither);
 * `tone`; `where` "all" or "chosen" with `page-<group>` "on" per group;
 * `startsAt` and `endsAt` as datetime-local fields send them, on the
 * dealer's clock. `now` is the instant the end must come after.
 */
export function parseAnnouncementForm(
  read: Read,
  now: Date,
): { ok: true; value: AnnouncementInput } | { ok: false; problems: Problems } {
  const problems: Problems = {}
  const text = readLine(read, 'text', maxTextLength, 'text', problems)
  if (!text && !problems.text) problems.text = 'Enter the banner’s text.'
  const link = readLink(read, problems)
  const tone = read('tone')
  if (!(announcementTones as readonly string[]).includes(tone))
    problems.tone = 'Choose how the banner looks: information or sale.'
  let pages: 'all' | PageGroupKey[] = 'all'
  const where = read('where')
  if (where === 'chosen') {
    pages = pageGroupKeys.filter((key) => read(`page-${key}`) === 'on')
    if (pages.length === 0) problems.where = 'Choose at least one group of pages.'
  } else if (where !== 'all') problems.where = 'Choose every page or some groups of pages.'
  const startsAt = readInstant(read, 'startsAt', 'starts', problems)
  const endsAt = readInstant(read, 'endsAt', 'ends', problems)
  if (startsAt && endsAt && endsAt <= startsAt) problems.endsAt = 'The end must be after the start.'
  else if (endsAt && endsAt <= now)
    problems.endsAt = 'The end is in the past: choose a later date and time.'
  if (Object.keys(problems).length > 0 || !startsAt || !endsAt) return { ok: false, problems }
  return {
    ok: true,
    value: {
      text,
      link,
      tone: tone as AnnouncementTone,
      pages,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    },
  }
}

/** The form's fields for a banner (to edit it), or for a new one starting `now`. */
export function announcementFormValues(
  announcement: AnnouncementInput | undefined,
  now: Date,
): Record<string, string> {
  if (!announcement)
    return { tone: 'info', where: 'all', startsAt: localInputValue(now, business.timeZone) }
  const { pages, link } = announcement
  return {
    text: announcement.text,
    linkUrl: link?.url ?? '',
    linkText: link?.text ?? '',
    tone: announcement.tone,
    where: pages === 'all' ? 'all' : 'chosen',
    ...Object.fromEntries(pages === 'all' ? [] : pages.map((key) => [`page-${key}`, 'on'])),
    startsAt: localInputValue(new Date(announcement.startsAt), business.timeZone),
    endsAt: localInputValue(new Date(announcement.endsAt), business.timeZone),
  }
}

/** The form's field names, to give a refused form back as it was typed. */
export const announcementFieldNames = [
  'id',
  'text',
  'linkUrl',
  'linkText',
  'tone',
  'where',
  'startsAt',
  'endsAt',
  ...pageGroupKeys.map((key) => `page-${key}`),
]
