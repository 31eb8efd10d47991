import { describe, expect, it } from 'vitest'

import { fillPlaceholders, renderMarkdown, slugify, splitFrontMatter } from './markdown.ts'

describe('splitFrontMatter', () => {
  it('reads key: value lines and keeps colons inside values', () => {
    const { data, body } = splitFrontMatter(
      '---\ntitle: Rental Policy\ndescription: Rates: daily and weekly\n---\n\n## Rates\n',
    )
    expect(data).toEqual({ title: 'Rental Policy', description: 'Rates: daily and weekly' })
    expect(body).toBe('\n## Rates\n')
  })

  it('returns the whole text when there is no front matter', () => {
    expect(splitFrontMatter('## Only text\n')).toEqual({ data: {}, body: '## Only text\n' })
  })
})

describe('fillPlaceholders', () => {
  it('replaces every occurrence, with or without inner spaces', () => {
    expect(fillPlaceholders('Call {{phone}} or {{ phone }}.', { phone: '555' })).toBe(
      'Call 555 or 555.',
    )
  })

  it('throws on a placeholder it does not know', () => {
    expect(() => fillPlaceholders('Hi {{fax}}', { phone: '555' })).toThrow(
      'Unknown placeholder {{fax}}',
    )
  })
})

describe('slugify', () => {
  it('makes lower-case hyphenated ids without apostrophes', () => {
    expect(slugify("Children's privacy")).toBe('childrens-privacy')
    expect(slugify('Returns, late fees and charges')).toBe('returns-late-fees-and-charges')
    expect(slugify('Terms & Conditions')).toBe('terms-conditions')
  })
})

describe('renderMarkdown', () => {
  it('gives section headings ids, lists them and keeps them unique', () => {
    const { html, headings } = renderMarkdown('## Fees\n\ntext\n\n### Detail\n\n## Fees\n')
    expect(html).toContain('<h2 id="fees">Fees</h2>')
    expect(html).toContain('<h3 id="detail">Detail</h3>')
    expect(html).toContain('<h2 id="fees-2">Fees</h2>')
    expect(headings).toEqual([
      { id: 'fees', text: 'Fees' },
      { id: 'fees-2', text: 'Fees' },
    ])
  })

  it('renders GFM tables inside a scrolling region named after the heading above', () => {
    const { html } = renderMarkdown(
      '## Security *deposits*\n\n| Cart | Deposit |\n|---|---|\n| 4-seater | $500 |\n',
    )
    expect(html).toContain(
      '<div class="table-scroll" role="region" aria-label="Security deposits (table)" tabindex="0"><table>',
    )
    expect(html).toContain('<th>Cart</th>')
    expect(html).toContain('<td>$500</td>')
    expect(html).toContain('</table></div>')
    expect(renderMarkdown('| A |\n|---|\n| 1 |\n').html).toContain(
      'aria-label="Table" tabindex="0"',
    )
  })

  it('rewrites link targets through resolveHref and leaves other links alone', () => {
    const { html } = renderMarkdown('See [privacy](/privacy) or [call](tel:+15705550100).', {
      resolveHref: (href) => (href === '/privacy' ? '/privacy-policy' : href),
    })
    expect(html).toContain('<a href="/privacy-policy">privacy</a>')
    expect(html).toContain('<a href="tel:+15705550100">call</a>')
  })

  it('turns a bare e-mail address into a mailto link', () => {
    expect(renderMarkdown('Write to info@example.com today.').html).toContain(
      '<a href="mailto:info@example.com">info@example.com</a>',
    )
  })
})
