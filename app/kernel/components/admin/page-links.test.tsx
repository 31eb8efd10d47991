import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { PageLinks } from './page-links'

const texts = { previous: 'Newer leads', next: 'Older leads' }
const to = (n: number) => `/admin/leads?page=${n}`

/** The links as "text → href", and the words between them. */
function shown(element: React.ReactElement): string[] {
  const html = renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
  return [
    ...html.matchAll(
      /<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>|<span>(.*?)<\/span>|aria-label="([^"]*)"/g,
    ),
  ].map(([, href, text, span, label]) =>
    label ? `[${label}]` : span ? span.replace(/<!-- -->/g, '') : `${text} → ${href}`,
  )
}

describe('PageLinks', () => {
  it('shows nothing for a list of one page, counted or not', () => {
    expect(
      shown(
        <PageLinks page={1} pages={1} total={{ count: 3, noun: 'lead' }} to={to} texts={texts} />,
      ),
    ).toEqual([])
    expect(shown(<PageLinks page={1} hasNext={false} to={to} texts={texts} />)).toEqual([])
  })

  it('links the pages before and after, with the count between them', () => {
    expect(
      shown(
        <PageLinks page={2} pages={3} total={{ count: 120, noun: 'lead' }} to={to} texts={texts} />,
      ),
    ).toEqual([
      '[Pages]',
      'Newer leads → /admin/leads?page=1',
      'Page 2 of 3 (120 leads)',
      'Older leads → /admin/leads?page=3',
    ])
    expect(
      shown(
        <PageLinks page={3} pages={3} total={{ count: 1, noun: 'cart' }} to={to} texts={texts} />,
      ),
    ).toEqual(['[Pages]', 'Newer leads → /admin/leads?page=2', 'Page 3 of 3 (1 cart)'])
  })

  it('links a list that does not count only where a page follows, under its own name', () => {
    const audit = { previous: 'Newer entries', next: 'Older entries' }
    expect(
      shown(<PageLinks label="Audit log pages" page={1} hasNext to={to} texts={audit} />),
    ).toEqual(['[Audit log pages]', 'Older entries → /admin/leads?page=2'])
    expect(
      shown(<PageLinks label="Audit log pages" page={4} hasNext={false} to={to} texts={audit} />),
    ).toEqual(['[Audit log pages]', 'Newer entries → /admin/leads?page=3'])
  })
})
