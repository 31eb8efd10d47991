import { describe, expect, it } from 'vitest'

import { business, emails, phones } from '#app/content/business.ts'
import { policyPages } from '#app/content/policies.ts'
import { splitFrontMatter } from '#app/lib/markdown.ts'

import { canonicalHref, getPolicyDocument, policySource } from './policies.ts'

const byFile = (file: string) => {
  const page = policyPages.find((p) => p.file === file)
  if (!page) throw new Error(`no policy ${file}`)
  return getPolicyDocument(page)
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
      const document = getPolicyDocument(page)
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

  it('links to canonical policy paths, never to an alias', () => {
    expect(canonicalHref('/privacy')).toBe('/privacy-policy')
    expect(canonicalHref('/terms#disclaimer')).toBe('/terms-of-service#disclaimer')
    expect(canonicalHref('/rentals')).toBe('/rentals')
    expect(canonicalHref('mailto:a@b.example')).toBe('mailto:a@b.example')
    expect(byFile('feedback-policy').html).toContain('href="/privacy-policy"')
    expect(byFile('feedback-policy').html).not.toContain('href="/privacy"')
  })
})
