// Where the browser tests find Chromium: the CHROMIUM_PATH setting, else a
// Chromium or Chrome on the PATH, else Debian's package location.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Debian's chromium binary; its /usr/bin/chromium wrapper adds extensions and noise. */
export const debianChromium = '/usr/lib/chromium/chromium'

const namesOnPath = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, name)
    if (dir && existsSync(candidate)) return candidate
  }
  return undefined
}

/** Debian's /usr/bin/chromium is a shell script around the binary: use the binary directly. */
function unwrap(file) {
  try {
    const text = readFileSync(file, 'utf8').slice(0, 4096)
    if (text.startsWith('#!') && text.includes('LIBDIR=/usr/lib/') && existsSync(debianChromium)) {
      return debianChromium
    }
  } catch {
    // a binary that cannot be read as text is the browser itself
  }
  return file
}

/** The browser to run, or undefined when none is found. */
export function findChromium() {
  const setting = process.env.CHROMIUM_PATH
  if (setting) return setting
  for (const name of namesOnPath) {
    const found = onPath(name)
    if (found) return unwrap(found)
  }
  return existsSync(debianChromium) ? debianChromium : undefined
}
