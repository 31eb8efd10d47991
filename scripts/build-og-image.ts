// Draws the default Open Graph image, ${BUILD_DIR}/client/images/og-default.png
// (1200 x 630), from the home page's hero scene, the logo and the dealer's
// name. Runs after `react-router build`: `tsx scripts/build-og-image.ts`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { business, phones } from '#app/kernel/dealer/business.ts'
import { heroImageFor } from '#app/kernel/hero-image.ts'
import { defaultShareImage } from '#app/kernel/seo.ts'
import { brands } from '#app/site/content/brands.ts'

import { ogImageSize, ogImageSvg } from './og-image.ts'

type Resvg = new (
  svg: string,
  options: {
    fitTo: { mode: 'width'; value: number }
    font: { fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string }
  },
) => { render(): { asPng(): Buffer; width: number; height: number } }

function fail(message: string): never {
  console.error(`build-og-image: ${message}`)
  process.exit(1)
}

/** @resvg/resvg-js renders SVG to PNG with a binary that ships inside its npm package. */
function loadResvg(): Resvg {
  try {
    // required by name at run time so that type checking works before it is installed
    const required = createRequire(import.meta.url)('@resvg/resvg-js') as { Resvg: Resvg }
    return required.Resvg
  } catch {
    fail(
      'the package @resvg/resvg-js is missing. Install it with: npm install --save-dev @resvg/resvg-js',
    )
  }
}

function readArtwork(publicPath: string): string {
  const file = path.join('public', publicPath)
  if (!existsSync(file)) fail(`the artwork ${file} is missing; the share image is drawn from it`)
  return readFileSync(file, 'utf8')
}

/** Text needs a font: DejaVu ships in an npm package, so the image is the same on every machine. */
function fontFiles(): string[] {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  )
  const files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => path.join(dir, name))
  const missing = files.find((file) => !existsSync(file))
  if (missing) fail(`the font ${missing} is missing; reinstall the package dejavu-fonts-ttf`)
  return files
}

const Resvg = loadResvg()

const svg = ogImageSvg({
  heroSvg: readArtwork(heroImageFor('/')),
  logoSvg: readArtwork('/images/logo.svg'),
  eyebrow: `Authorized ${brands.denago.name} & ${brands.evolution.name} dealer`,
  nameLines: business.nameLines,
  tagline: 'Electric golf cart sales, rentals, service & storage',
  footer: `${phones.main.display}  ·  ${business.serviceAreaText}`,
})

const png = new Resvg(svg, {
  fitTo: { mode: 'width', value: ogImageSize.width },
  font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
}).render()
if (png.width !== ogImageSize.width || png.height !== ogImageSize.height) {
  fail(
    `rendered ${png.width} x ${png.height}, expected ${ogImageSize.width} x ${ogImageSize.height}`,
  )
}

const out = path.join(process.env.BUILD_DIR ?? 'build', 'client', defaultShareImage)
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, png.asPng())
console.log(`build-og-image: wrote ${out} (${ogImageSize.width} x ${ogImageSize.height})`)
