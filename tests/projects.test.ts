// Every test file runs exactly once in `npm test`: in one of the projects
// unit, slow, or the database pair (sqlite and postgres, which run the same
// files on two engines). Found here by walking the repository, not by the
// rules that built the projects, so a test in a folder the rules do not
// know, or one that two projects both take, fails this check.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import config from '../vitest.config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const skipped = new Set(['node_modules', '.git', '.react-router', 'test-results', 'public'])

/** Every file named like a Vitest test, outside installed packages and build output. */
function testFilesOnDisk(folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      return skipped.has(entry.name) || entry.name.startsWith('build') ? [] : testFilesOnDisk(file)
    }
    return /\.test\.[cm]?[jt]sx?$/.test(entry.name) ? [file] : []
  })
}

type Project = { name: string; include: string[]; exclude: string[] }

/** The projects as the configuration states them: their names, files and exclusions. */
function configuredProjects(): Project[] {
  return (config.test?.projects ?? []).map((project) => {
    if (typeof project !== 'object' || project instanceof Promise || !project.test?.name) {
      throw new Error('every project is configured inline, with a name')
    }
    const { name, include = [], exclude = [] } = project.test
    return {
      name: typeof name === 'string' ? name : name.label,
      include,
      exclude: exclude.filter((pattern) => !pattern.includes('*')),
    }
  })
}

const engines = new Set(['sqlite', 'postgres'])

describe('the Vitest projects', () => {
  const projects = configuredProjects()
  const files = testFilesOnDisk()

  it('include only plain file paths, which the check below can compare', () => {
    for (const project of projects) {
      for (const file of project.include) expect(file, project.name).not.toMatch(/[*{}[\]!?]/)
    }
    expect(files.length).toBeGreaterThan(100)
  })

  it('take every test file exactly once (the database pair counts as one)', () => {
    const problems: string[] = []
    for (const file of files) {
      const groups = new Set(
        projects
          .filter((project) => project.include.includes(file))
          .map((project) => (engines.has(project.name) ? 'sqlite and postgres' : project.name)),
      )
      if (groups.size !== 1) {
        problems.push(`${file}: ${groups.size === 0 ? 'no project' : [...groups].join(', ')}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('run each database test on both engines, but for the load tests that need one', () => {
    const [sqlite, postgres] = ['sqlite', 'postgres'].map((name) =>
      projects.find((project) => project.name === name),
    )
    if (!sqlite || !postgres) throw new Error('the sqlite and postgres projects are configured')
    expect(sqlite.include).toEqual(postgres.include)
    // one load test for each: several servers need PostgreSQL
    expect(sqlite.exclude).toEqual([
      'tests/api/several-servers.test.ts',
      'tests/api/several-servers-backup.test.ts',
    ])
    expect(postgres.exclude).toEqual(['tests/api/contact-load.test.ts'])
    for (const file of [...sqlite.exclude, ...postgres.exclude]) expect(files).toContain(file)
  })
})
