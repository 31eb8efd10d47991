// Another Node line for part of the test run (scripts/test.mjs): its Node
// binary from the npm registry, and better-sqlite3's addon compiled for it in
// a folder of its own, so the project's node_modules stays as the rest of the
// run needs it. Both are kept in the temporary folder between runs.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import {
  addonFile,
  buildAddon,
  sqlitePackageDir,
  usesObjectWrapCleanupHooks,
} from './sqlite-addon.mjs'

const redirectHook = fileURLToPath(new URL('./sqlite-addon-redirect.mjs', import.meta.url))
const objectWrapHeader = fileURLToPath(new URL('./sqlite-addon-object-wrap.h', import.meta.url))

/**
 * A folder for this user's copies, kept between runs: trusted only when this
 * user owns it and nobody else may write to it, since the test run executes
 * what it holds.
 */
function cacheDir(name) {
  const dir = path.join(tmpdir(), `golf-carts-${name}-${process.getuid?.() ?? 'user'}`)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stat = statSync(dir)
  if ((process.getuid && stat.uid !== process.getuid()) || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} belongs to another user or others may write to it: remove it`)
  }
  return dir
}

/** The registry package holding Node's binary and headers for this platform. */
function nodePackageName() {
  const platform = process.platform === 'win32' ? 'win' : process.platform
  return `node-${platform}-${process.arch}`
}

/** Installs the newest Node `major` from the npm registry, unless a copy is already there. */
function installNode(major, log) {
  const prefix = cacheDir(`node${major}`)
  const packageDir = path.join(prefix, 'node_modules', nodePackageName())
  const node = path.join(packageDir, 'bin', 'node')
  const installed = () =>
    existsSync(node) &&
    JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version.startsWith(
      `${major}.`,
    )
  if (!installed()) {
    log(`Installing Node ${major} from the npm registry into ${prefix}...`)
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--loglevel=error',
        `${nodePackageName()}@${major}`,
      ],
      { stdio: 'inherit' },
    )
    if (result.status !== 0 || !installed()) throw new Error(`Node ${major} could not be installed`)
  }
  return { node, packageDir, prefix }
}

/**
 * better-sqlite3 compiled for the Node in `packageDir` (whose include/node
 * holds its headers), in a copy of the package named after what the build
 * depends on; compiled only when no such copy holds an addon yet.
 */
function addonFor(node, nodePackageDir, prefix, log) {
  const source = sqlitePackageDir()
  const version = (file) =>
    JSON.parse(readFileSync(path.join(file, 'package.json'), 'utf8')).version
  const key = createHash('sha256').update(readFileSync(objectWrapHeader)).digest('hex').slice(0, 12)
  const copy = path.join(
    prefix,
    `better-sqlite3-${version(source)}-node-${version(nodePackageDir)}-${key}`,
  )
  const addon = addonFile(copy)
  if (existsSync(addon) && !usesObjectWrapCleanupHooks(addon)) return addon
  log(`Compiling better-sqlite3 for Node ${version(nodePackageDir)} (a minute or two)...`)
  rmSync(copy, { recursive: true, force: true })
  cpSync(source, copy, {
    recursive: true,
    filter: (file) => path.relative(source, file).split(path.sep)[0] !== 'build',
  })
  return buildAddon({ packageDir: copy, node, nodedir: nodePackageDir })
}

/**
 * Node `major` and the environment for running the project's tests on it:
 * every Node process started with it (test workers, servers) loads
 * better-sqlite3's addon compiled for it.
 */
export function prepareNodeLine(major, log = console.log) {
  const { node, packageDir, prefix } = installNode(major, log)
  const addon = addonFor(node, packageDir, prefix, log)
  return {
    node,
    env: {
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(redirectHook).href}`.trim(),
      SQLITE_ADDON: addon,
    },
  }
}
