// Renders the drawn cart artwork (public/images/carts/*.svg) to 1200 x 900
// JPEGs beside it in the client build, for the product feeds: Google and Meta
// take JPEG or WebP at least 800 px wide, not SVG. Runs after
// `react-router build`: `tsx scripts/build-feed-images.ts`.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const source = path.join('public', 'images', 'carts')
const target = path.join(process.env.BUILD_DIR ?? 'build', 'client', 'images', 'carts')
mkdirSync(target, { recursive: true })

const files = readdirSync(source).filter((name) => name.endsWith('.svg'))
for (const name of files) {
  const svg = readFileSync(path.join(source, name))
  await sharp(svg, { density: 300 })
    .resize(1200, 900, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(target, name.replace(/\.svg$/, '.jpg')))
}
console.log(`build-feed-images: wrote ${files.length} JPEGs (1200 x 900) to ${target}`)
