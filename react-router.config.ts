import type { Config } from '@react-router/dev/config'

// Every page is server-rendered per request: pages carry a per-request CSP
// nonce on their inline scripts, which prerendered HTML could not.
export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config
