// Builds the islands bundle (server/islands.ts) into the client assets and
// writes its manifest, which the server reads at start.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { islandsBuildOptions, islandsManifest, islandsManifestFile } from '../server/islands'

const buildDir = process.env.BUILD_DIR ?? 'build'
const result = await build(islandsBuildOptions(path.join(buildDir, 'client', 'assets'), false))
const manifest = islandsManifest(result.metafile)
writeFileSync(path.join(buildDir, islandsManifestFile), JSON.stringify(manifest, null, 2))
console.log(
  `build-islands: ${Object.keys(manifest.islands).length} islands, ${Object.keys(manifest.imports).length} files`,
)
