// Loaded with --import into every Node process of a test run on another Node
// line (scripts/node-line.mjs): better-sqlite3 loads its addon from
// SQLITE_ADDON, the copy compiled for that line, instead of the one in the
// project's node_modules, compiled for the Node the rest of the run uses.
import { registerHooks } from 'node:module'
import { pathToFileURL } from 'node:url'

import { addonFile, sqlitePackageDir } from './sqlite-addon.mjs'

if (!process.env.SQLITE_ADDON) throw new Error('SQLITE_ADDON names no addon to load')
const projectAddon = pathToFileURL(addonFile(sqlitePackageDir())).href
const lineAddon = pathToFileURL(process.env.SQLITE_ADDON).href

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    return resolved.url === projectAddon ? { ...resolved, url: lineAddon } : resolved
  },
})
