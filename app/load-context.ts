import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import type { IslandScripts } from '#app/kernel/islands/start.ts'

/** What the Express server hands every loader and action. */
declare module 'react-router' {
  interface AppLoadContext {
    db: DB
    settings: Settings
    /** processes uploaded photos; removes a deleted photo's stored files (the server always sets it; route unit tests need none) */
    photoPipeline?: PhotoPipeline
    cspNonce: string
    /** when the request came in (ms): a page that shows it gets it anew even when cached */
    requestTime: number
    /** the built islands (each business's `islands/`): what a page with islands loads */
    islandScripts: IslandScripts
    /** the client's address as Express sees it (honours TRUST_PROXY) */
    clientAddress?: string
    /** a staff session renewed by this request's action: its loaders use it, the browser gets it with the response */
    staffSessionToken?: string
  }
}

export {}
