import type { Config } from '@react-router/dev/config'

// Every page is server-rendered per request: pages carry a per-request CSP
// nonce on their inline scripts, which prerendered HTML could not.
export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router 8's behaviours, each off: the site keeps React Router 7's until
  // it moves to 8, one flag at a time with its tests. Naming each flag (rather
  // than leaving it unset) is also what stops the build warning about it.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
