// better-sqlite3 12 (the last line that runs on Node 20) wraps its databases
// and statements in Node's node::ObjectWrap. Built against the headers of
// Node 24.19 or later, that class aborts the process when the garbage
// collector frees a statement outside any JavaScript context (see
// sqlite-addon-object-wrap.h). The prebuilt addons better-sqlite3 publishes
// predate 24.19 and are unaffected; an addon compiled on the machine (no
// prebuilt one could be downloaded) is affected on Node 24.
//
// `node scripts/sqlite-addon.mjs` (run after every `npm install`, and by
// `npm start`) finds an affected addon and compiles it again with Node's
// earlier ObjectWrap. It needs what any compile of the addon needs: python3,
// make and a C++ compiler.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const objectWrapHeader = fileURLToPath(new URL('./sqlite-addon-object-wrap.h', import.meta.url))

/** better-sqlite3's folder, as the project's code finds it. */
export function sqlitePackageDir() {
  return path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'))
}

/** The compiled addon in a better-sqlite3 folder, built or downloaded. */
export function addonFile(packageDir) {
  return path.join(packageDir, 'build', 'Release', 'better_sqlite3.node')
}

/**
 * Whether the addon was built with the ObjectWrap that aborts: better-sqlite3
 * itself never removes a cleanup hook, so a reference to
 * node::RemoveEnvironmentCleanupHook comes from that ObjectWrap.
 */
export function usesObjectWrapCleanupHooks(file) {
  return readFileSync(file).includes('RemoveEnvironmentCleanupHook')
}

/** npm's node-gyp: the one npm names to the scripts it runs, else the one beside this Node's npm. */
function findNodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    path.join(
      path.dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    ),
  ]
  const found = candidates.find((file) => file && existsSync(file))
  if (!found) {
    throw new Error("npm's node-gyp was not found: run this through npm (npm run postinstall)")
  }
  return found
}

const shellQuoted = (text) => `'${text.replaceAll("'", "'\\''")}'`

/**
 * Compiles better-sqlite3 in `packageDir` with Node's earlier ObjectWrap, for
 * the Node binary `node` (default: this one) with the headers in `nodedir`
 * (default: node-gyp's usual choice), and returns the addon's path.
 */
export function buildAddon({ packageDir, node = process.execPath, nodedir }) {
  const nodeGyp = findNodeGyp()
  const env = {
    ...process.env,
    // gyp's makefiles add CXXFLAGS from the environment to every C++ compile
    CXXFLAGS: `${process.env.CXXFLAGS ?? ''} -include ${shellQuoted(objectWrapHeader)}`.trim(),
    ...(nodedir ? { npm_config_nodedir: nodedir } : {}),
  }
  for (const args of [['configure'], ['build', '--jobs=max']]) {
    // the compiler's warnings about better-sqlite3's and SQLite's code show only when it fails
    const result = spawnSync(node, [nodeGyp, ...args], {
      cwd: packageDir,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (result.status !== 0) {
      throw new Error(
        `${result.stdout}${result.stderr}\nnode-gyp ${args[0]} failed for better-sqlite3 in ${packageDir}` +
          ' (building it needs python3, make and a C++ compiler)',
      )
    }
  }
  const file = addonFile(packageDir)
  if (usesObjectWrapCleanupHooks(file)) {
    throw new Error(`${file} still uses Node's ObjectWrap cleanup hooks after its rebuild`)
  }
  return file
}

/**
 * Compiles the project's better-sqlite3 again when its addon uses the
 * ObjectWrap that aborts; true when it did.
 */
export function ensureSqliteAddon() {
  const packageDir = sqlitePackageDir()
  const file = addonFile(packageDir)
  // no addon: installed without scripts; better-sqlite3 says so itself when loaded
  if (!existsSync(file) || !usesObjectWrapCleanupHooks(file)) return false
  console.log(
    `better-sqlite3 was compiled with the ObjectWrap of Node ${process.version}, which aborts the ` +
      'process when the garbage collector frees a statement: compiling it again with the ' +
      'ObjectWrap of earlier Node versions (a minute or two)...',
  )
  buildAddon({ packageDir })
  return true
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureSqliteAddon()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
