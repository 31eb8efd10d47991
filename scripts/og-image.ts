/**
 * The default social share image (Open Graph, 1200 x 630): a hero scene, the
 * logo and the dealer's name, composed as one SVG. scripts/build-og-image.ts
 * renders it to PNG at build time.
 */
import { escapeXml } from '#app/site/sitemap.ts'

export const ogImageSize = { width: 1200, height: 630 } as const

export type OgImageInput = {
  /** the hero scene's SVG source */
  heroSvg: string
  /** the logo's SVG source */
  logoSvg: string
  /** short line above the name, e.g. "Authorized Denago & Evolution dealer" */
  eyebrow: string
  /** the dealer's name on two lines */
  nameLines: readonly [string, string]
  /** one line under the name: what the dealer offers */
  tagline: string
  /** bottom line: phone and service area */
  footer: string
}

const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

export { escapeXml }

/** An SVG document as a data: URL, for an <image> element. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`
}

export function ogImageSvg(input: OgImageInput): string {
  const { width, height } = ogImageSize
  const text = (y: number, size: number, fill: string, content: string, extra = '') =>
    `<text x="72" y="${y}" font-family="${fontFamily}" font-size="${size}" font-weight="bold" fill="${fill}"${extra}>${escapeXml(content)}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">',
    '<stop offset="0" stop-color="#030712" stop-opacity="0.9"/>',
    '<stop offset="0.6" stop-color="#030712" stop-opacity="0.7"/>',
    '<stop offset="1" stop-color="#030712" stop-opacity="0.3"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="#14532d"/>`,
    `<image href="${svgDataUrl(input.heroSvg)}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `<image href="${svgDataUrl(input.logoSvg)}" x="72" y="64" width="104" height="104"/>`,
    text(236, 26, '#fbbf24', input.eyebrow.toUpperCase(), ' letter-spacing="3"'),
    text(330, 80, '#ffffff', input.nameLines[0]),
    text(420, 80, '#fbbf24', input.nameLines[1]),
    text(486, 32, '#f3f4f6', input.tagline),
    text(560, 24, '#e5e7eb', input.footer),
    `<rect y="${height - 14}" width="${width}" height="14" fill="#f59e0b"/>`,
    '</svg>',
  ].join('\n')
}
