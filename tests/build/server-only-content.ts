// What a `*.server.ts` content module holds must never reach the browser:
// its sentences are looked for, whole, in every script of the client build.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Each business's content folder (`app/<business>/content`). */
const contentDirs = readdirSync('app', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join('app', entry.name, 'content'))
  .filter((dir) => existsSync(dir))

/** The sentences of a module's data: every string of 30 characters or more with a space. */
export function sentencesOf(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= 30 && value.includes(' ')) found.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) sentencesOf(item, found)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) sentencesOf(item, found)
  }
  return found
}

/** The sentences of every server-only content module. */
export async function serverOnlySentences(): Promise<Map<string, Set<string>>> {
  const sentences = new Map<string, Set<string>>()
  for (const dir of contentDirs) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.server.ts'))) {
      const loaded: unknown = await import(pathToFileURL(path.resolve(dir, name)).href)
      sentences.set(name, sentencesOf(loaded))
    }
  }
  return sentences
}

export type Chunk = { name: string; text: string }

/** The browser's scripts of a build: every `.js` file under its client folder. */
export function clientChunks(buildDir: string): Chunk[] {
  const assets = path.join(buildDir, 'client', 'assets')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), 'utf8') }))
}

/**
 * Each chunk that holds a sentence, with the sentence. A bundler may escape
 * quotes and non-ASCII characters, so a sentence is also looked for as a JSON
 * string.
 */
export function leaks(chunks: Chunk[], sentences: Iterable<string>): string[] {
  const found: string[] = []
  for (const sentence of sentences) {
    const forms = [sentence, JSON.stringify(sentence).slice(1, -1)]
    for (const chunk of chunks)
      if (forms.some((form) => chunk.text.includes(form))) found.push(`${chunk.name}: ${sentence}`)
  }
  return found
}
