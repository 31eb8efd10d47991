import { describe, expect, it } from 'vitest'

import { escapeXml, ogImageSvg, svgDataUrl } from './og-image.ts'

describe('ogImageSvg', () => {
  const svg = ogImageSvg({
    heroSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>',
    logoSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    eyebrow: 'Denago & Evolution',
    nameLines: ['Keystone Electric', 'Golf Carts'],
    tagline: 'Sales <and> rentals',
    footer: '(570) 555-0100',
  })

  it('is a 1200 x 630 SVG', () => {
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
    )
  })

  it('covers the frame with the hero and embeds the logo as data URLs', () => {
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"')
    expect(svg.match(/href="data:image\/svg\+xml;base64,/g)).toHaveLength(2)
  })

  it('writes the texts escaped, the eyebrow in capitals', () => {
    expect(svg).toContain('>DENAGO &amp; EVOLUTION</text>')
    expect(svg).toContain('>Keystone Electric</text>')
    expect(svg).toContain('>Sales &lt;and&gt; rentals</text>')
  })
})

describe('helpers', () => {
  it('escapes XML and encodes data URLs', () => {
    expect(escapeXml(`<a & "b" 'c'>`)).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;')
    expect(svgDataUrl('<svg/>')).toBe('data:image/svg+xml;base64,PHN2Zy8+')
  })
})
