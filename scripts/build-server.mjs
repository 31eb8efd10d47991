// Bundles the Express entry (server/ plus the server-only modules it uses)
// into one ES module; npm packages stay external and load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/server-entry.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
