// No sentence of a server-only content module (app/<business>/content/*.server.ts) in a
// browser script: town facts are read by loaders, never bundled (record 012).
import { describe, expect, it } from 'vitest'

import { buildDir } from './page-scripts.ts'
import { clientChunks, leaks, sentencesOf, serverOnlySentences } from './server-only-content.ts'

const sentences = await serverOnlySentences()
const all = [...sentences.values()].flatMap((found) => [...found])

describe('server-only content', () => {
  it('finds the town facts to look for', () => {
    expect(sentences.get('towns.server.ts')?.size).toBeGreaterThan(100)
  })

  it('finds a sentence in a chunk that holds it, raw or escaped', () => {
    const sentence = all.find((text) => text.includes("'")) ?? ''
    expect(sentence).not.toBe('')
    const bundled = `const facts=${JSON.stringify([sentence])};`
    expect(leaks([{ name: 'leaky.js', text: bundled }], [sentence])).toEqual([
      `leaky.js: ${sentence}`,
    ])
    expect(leaks([{ name: 'clean.js', text: 'export {}' }], [sentence])).toEqual([])
    expect([...sentencesOf({ a: ['short', 'a sentence long enough to be counted'] })]).toEqual([
      'a sentence long enough to be counted',
    ])
  })

  it('no browser script of the build holds any of them', () => {
    const chunks = clientChunks(buildDir)
    expect(chunks.length).toBeGreaterThan(10)
    expect(leaks(chunks, all)).toEqual([])
  })
})
