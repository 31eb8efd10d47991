// Which Vitest project runs a test file, decided by rules rather than lists:
// the file's folder, its name, and what it imports. vitest.config.ts builds
// its projects from `testProjects()`, and tests/projects.test.ts checks that
// Vitest puts every test file in exactly one of them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type TestProject = 'unit' | 'slow' | 'database'

/** Where test files live: the folders Vitest looks in, and their test file names. */
export const testRoots = ['app', 'server', 'scripts', 'tests'] as const
export const testFileName = /\.test\.tsx?$/

/**
 * Imports that make a test slow or native: image processing, password
 * hashing, SQLite files, child processes, real servers (HTTP, S3, SMTP) and
 * the helpers that start or fill them. A test importing one goes to `slow`.
 */
const slowImports: readonly RegExp[] = [
  /^sharp$/,
  /^@node-rs\/argon2$/,
  /^better-sqlite3$/,
  /^node:child_process$/,
  /^express$/,
  // argon2 hashes (users with passwords), temporary databases and photo folders,
  // generated photos, and the test servers
  /^#tests\/support\/(staff|back-office-action|leads|photo-files|photos|photo-app|s3-server|smtp|server)\.ts$/,
  // a database opened and migrated by the test itself (from the db folder or beside it)
  /(\/db\/|^\.\/)(connection|migrations)(\.ts)?$/,
  // the module that hashes passwords with argon2
  /(^|\/)password(\.ts)?$/,
  // the commands (npm run staff, leads, db:migrate, backup), which open a database file
  /^\.\/(staff|leads|db-migrate|backup)(\.ts)?$/,
]

/**
 * Pure tests that still spend seconds: they go to `slow` by their file name,
 * which survives a move to another folder.
 */
const slowByName: readonly string[] = [
  // a property test writing every feed for hundreds of hostile inventories
  'feeds.test.ts',
  // renders the whole seeded inventory into the DOM for each of its cases
  'live-filters.test.ts',
  // types into every field of the form, key by key, in each of its cases
  'contact-form.test.tsx',
]

/** A test file's import specifiers (static imports, `import()` and `vi.mock` targets). */
export function importsOf(source: string): string[] {
  const found = source.matchAll(
    /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g,
  )
  return [...found].map((match) => match[1] ?? '')
}

/**
 * The project of one test file (`file` relative to the repository, with `/`):
 * - `database`: the API tests (tests/api) and every test that opens the test
 *   database (`#tests/support/database.ts`); they run once on SQLite and once on
 *   PostgreSQL (the `sqlite` and `postgres` projects);
 * - `slow`: checks of the build output (tests/build), tests that import native
 *   or slow work (`slowImports`), and the pure tests named in `slowByName`;
 * - `unit`: every other test: pure logic, content, components, routes rendered
 *   with stubs. `npm run test:fast` runs these.
 */
export function testProjectOf(file: string, source: string): TestProject {
  const imports = importsOf(source)
  if (file.startsWith('tests/api/') || imports.includes('#tests/support/database.ts')) {
    return 'database'
  }
  if (file.startsWith('tests/build/')) return 'slow'
  if (slowByName.includes(path.posix.basename(file))) return 'slow'
  if (imports.some((specifier) => slowImports.some((pattern) => pattern.test(specifier)))) {
    return 'slow'
  }
  return 'unit'
}

/** Every test file under the test roots, relative to `root`, with `/`. */
export function findTestFiles(root: string): string[] {
  return testRoots
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.posix.join(folder, file.split(path.sep).join('/')),
      ),
    )
    .filter((file) => testFileName.test(file) && !file.split('/').includes('node_modules'))
    .sort()
}

/** The test files of each project, by the rules above. */
export function testProjects(root: string): Record<TestProject, string[]> {
  const projects: Record<TestProject, string[]> = { unit: [], slow: [], database: [] }
  for (const file of findTestFiles(root)) {
    projects[testProjectOf(file, readFileSync(path.join(root, file), 'utf8'))].push(file)
  }
  return projects
}
