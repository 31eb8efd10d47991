import { describe, expect, it } from 'vitest'

import {
  announcementFormValues,
  isBannerLink,
  maxTextLength,
  parseAnnouncementForm,
} from './announcement-form.ts'

// 2026-11-26 10:00 in New York (EST, UTC-5)
const now = new Date('2026-11-26T15:00:00.000Z')

const form = (changes: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    text: 'Winter storage: book your spot before December 15',
    linkUrl: '/services',
    linkText: 'See the storage plans',
    tone: 'info',
    where: 'all',
    startsAt: '2026-12-01T09:00',
    endsAt: '2026-12-15T18:00',
    ...changes,
  }
  return (name: string) => fields[name] ?? ''
}

const problemsOf = (changes: Record<string, string>) => {
  const parsed = parseAnnouncementForm(form(changes), now)
  return parsed.ok ? {} : parsed.problems
}

describe('the banner form', () => {
  it('reads a banner with its times on the dealer’s clock', () => {
    const parsed = parseAnnouncementForm(form(), now)
    expect(parsed).toEqual({
      ok: true,
      value: {
        text: 'Winter storage: book your spot before December 15',
        link: { url: '/services', text: 'See the storage plans' },
        tone: 'info',
        pages: 'all',
        startsAt: '2026-12-01T14:00:00.000Z',
        endsAt: '2026-12-15T23:00:00.000Z',
      },
    })
  })

  it('reads summer times with the summer offset, chosen pages and no link', () => {
    const parsed = parseAnnouncementForm(
      form({
        linkUrl: '',
        linkText: '',
        where: 'chosen',
        'page-inventory': 'on',
        'page-contact': 'on',
        startsAt: '2027-06-01T00:00',
        endsAt: '2027-06-02T00:00',
      }),
      now,
    )
    expect(parsed.ok && parsed.value).toMatchObject({
      link: null,
      pages: ['inventory', 'contact'],
      startsAt: '2027-06-01T04:00:00.000Z',
    })
  })

  it.each([
    [
      { text: 'x'.repeat(maxTextLength + 1) },
      'text',
      'The text is 161 characters: keep it to 160.',
    ],
    [{ text: '  ' }, 'text', 'Enter the banner’s text.'],
    [{ text: 'Two\nlines' }, 'text', 'Keep the text to one line of plain text.'],
    [{ endsAt: '2026-12-01T08:00' }, 'endsAt', 'The end must be after the start.'],
    [{ endsAt: '2026-12-01T09:00' }, 'endsAt', 'The end must be after the start.'],
    [
      { startsAt: '2026-11-20T09:00', endsAt: '2026-11-26T09:59' },
      'endsAt',
      'The end is in the past: choose a later date and time.',
    ],
    [{ startsAt: '2026-12-01' }, 'startsAt', 'Enter when the banner starts, as a date and time.'],
    [{ endsAt: '2026-02-30T10:00' }, 'endsAt', 'Enter when the banner ends, as a date and time.'],
    [
      { linkUrl: 'javascript:alert(1)' },
      'linkUrl',
      'The link must be a page of this site (starting with /) or an https:// address.',
    ],
    [
      { linkUrl: 'http://example.com/sale' },
      'linkUrl',
      'The link must be a page of this site (starting with /) or an https:// address.',
    ],
    [
      { linkUrl: '//evil.example/' },
      'linkUrl',
      'The link must be a page of this site (starting with /) or an https:// address.',
    ],
    [{ linkUrl: '' }, 'linkUrl', 'Enter the address the link goes to, or clear the link text.'],
    [{ linkText: '' }, 'linkText', 'Enter the link’s words, such as “See the storage plans”.'],
    [
      { linkText: 'Click here' },
      'linkText',
      'Say where the link goes: “Click here” means nothing read alone.',
    ],
    [{ tone: 'red' }, 'tone', 'Choose how the banner looks: information or sale.'],
    [{ where: 'chosen' }, 'where', 'Choose at least one group of pages.'],
    [{ where: 'page-inventory' }, 'where', 'Choose every page or some groups of pages.'],
  ])('refuses %o with a message', (changes, field, message) => {
    expect(problemsOf(changes)).toEqual({ [field]: message })
  })

  it('takes same-site paths and https addresses as links, nothing else', () => {
    expect(isBannerLink('/inventory?tag=financing')).toBe(true)
    expect(isBannerLink('https://example.com/winter')).toBe(true)
    expect(isBannerLink('https://user:secret@example.com/')).toBe(false)
    expect(isBannerLink('/\\evil.example')).toBe(false)
    expect(isBannerLink('data:text/html,hi')).toBe(false)
    expect(isBannerLink('inventory')).toBe(false)
  })

  it('gives a stored banner back as the fields that store it again', () => {
    const parsed = parseAnnouncementForm(form({ where: 'chosen', 'page-rentals': 'on' }), now)
    if (!parsed.ok) throw new Error('expected a valid form')
    const values = announcementFormValues(parsed.value, now)
    expect(parseAnnouncementForm((name) => values[name] ?? '', now)).toEqual(parsed)
  })
})
