// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { publishedRateCards } from '#tests/support/published-rates.ts'

import { RateSections } from './rate-section.tsx'

afterEach(() => document.body.replaceChildren())

describe('the rate cards’ links', () => {
  it('each has an accessible name that contains the words it shows (label in name)', () => {
    document.body.innerHTML = renderToString(
      <RateSections rates={publishedRateCards.pickup} headingLevel={2} idPrefix="rates" />,
    )
    const links = screen.getAllByRole('link')
    // a reserve link and a phone link for each plan of each cart
    expect(links).toHaveLength(24)
    for (const link of links) {
      const shown = (link.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase()
      expect(shown).not.toBe('')
      const named = screen.getAllByRole('link', {
        name: (name) => name.toLowerCase().includes(shown),
      })
      expect(named, `the link showing "${shown}"`).toContain(link)
    }
  })
})
