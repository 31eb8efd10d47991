import { describe, expect, it } from 'vitest'

import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { splitFrontMatter } from '#app/kernel/markdown.ts'
import { policyPages } from '#app/site/content/policies.ts'
import { publishedRateCards } from '#tests/support/published-rates.ts'

import { canonicalHref, getPolicyDocument, policySource } from './policies.ts'

const byFile = (file: string) => {
  const page = policyPages.find((p) => p.file === file)
  if (!page) throw new Error(`no policy ${file}`)
  return getPolicyDocument(page, publishedRateCards)
}

describe('policy texts', () => {
  it.each(policyPages.map((p) => [p.file, p] as const))(
    '%s has front matter matching the policy list, and no placeholder left',
    (_file, page) => {
      const { data } = splitFrontMatter(policySource(page.file))
      expect(data.title).toBe(page.title)
      expect(data.description?.length).toBeGreaterThan(50)
      expect(data.description?.length).toBeLessThanOrEqual(170)
      expect(data.summary).toBeTruthy()
      expect(data.keywords).toBeTruthy()
      const document = getPolicyDocument(page, publishedRateCards)
      expect(document.html).not.toMatch(/\{\{|\}\}/)
      expect(document.headings.length).toBeGreaterThanOrEqual(3)
    },
  )

  it('fills in the dealer name, a dialable phone link and a mailto link', () => {
    const html = byFile('rental-policy').html
    expect(html).toContain(`<a href="tel:${phones.main.tel}">${phones.main.display}</a>`)
    expect(html).toContain(`<a href="mailto:${emails.info}">${emails.info}</a>`)
    expect(byFile('terms').html).toContain(business.name)
  })

  it('tells renters they can cancel from their reservation page, as well as by phone or e-mail', () => {
    const html = byFile('rental-policy').html
    const cancellations = html.slice(html.indexOf('Cancellations</h2>'))
    const section = cancellations.slice(0, cancellations.indexOf('<h2'))
    expect(section).toMatch(/Cancel this reservation/)
    expect(section).toMatch(/reservation page/)
    expect(section).toMatch(/e-mail we send/)
    expect(section).toContain(`tel:${phones.main.tel}`)
    expect(section).toContain(`mailto:${emails.info}`)
  })

  it('shows the pickup card and the deposits as tables, and follows a price change', () => {
    const rates = byFile('rental-policy').html
    expect(rates).toMatch(
      /<tr>\s*<td>6-seater<\/td>\s*<td>\$295<\/td>\s*<td>\$735<\/td>\s*<td>\$1,400<\/td>\s*<td>\$3,500<\/td>/,
    )
    expect(rates).toMatch(/<td>Utility<\/td>\s*<td>\$600<\/td>/)
    const page = policyPages.find((p) => p.file === 'rental-policy')
    if (!page) throw new Error('no rental policy')
    const { pickup } = publishedRateCards
    const raised = {
      ...publishedRateCards,
      pickup: {
        ...pickup,
        utility: { ...pickup.utility, prices: { ...pickup.utility.prices, weekly: 1111 } },
      },
    }
    expect(getPolicyDocument(page, raised).html).toContain('$1,111')
    expect(byFile('rental-policy').html).not.toContain('$1,111')
  })

  it('links to canonical policy paths, never to an alias', () => {
    expect(canonicalHref('/privacy')).toBe('/privacy-policy')
    expect(canonicalHref('/terms#disclaimer')).toBe('/terms-of-service#disclaimer')
    expect(canonicalHref('/rentals')).toBe('/rentals')
    expect(canonicalHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(byFile('feedback-policy').html).toContain('href="/privacy-policy"')
    expect(byFile('feedback-policy').html).not.toContain('href="/privacy"')
  })
})
