import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/*
 * One SQLite connection on a thread of its own (record 063): better-sqlite3
 * runs each statement to its end on the thread that calls it, so on the
 * server's own thread a slow query, or a wait for another process's write
 * lock, held every request (even /healthz) until it finished. The thread
 * keeps its prepared statements, so a query asked again skips the parse.
 */

/** What a statement gave back: its rows, or what it changed. */
export type StatementResult = {
  rows: Record<string, unknown>[]
  changes?: number
  lastInsertRowid?: number | bigint
}

type Reply = { id: number } & (
  | { ok: true; result: StatementResult }
  | { ok: false; error: { name: string; message: string; code?: string } }
)

type Waiting = { resolve: (result: StatementResult) => void; reject: (error: Error) => void }

// Plain JavaScript, run by the thread as it is (the build does not touch a
// string, and the server's bundle has no file for a thread to load). A
// module by URL rather than evaluated code: Node runs its --import preloads
// (a test run's redirect to another Node line's addon) in such a thread only.
const threadCode = `
import { createRequire } from 'node:module'
import { parentPort, workerData } from 'node:worker_threads'
const SQLite = createRequire(workerData.modulePath)(workerData.modulePath)
const db = new SQLite(workerData.file, { readonly: workerData.readonly })
if (!workerData.readonly) {
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
}
db.pragma('busy_timeout = ' + workerData.busyTimeoutMs)
const statements = new Map()
const prepared = (sql) => {
  let statement = statements.get(sql)
  if (statement) {
    statements.delete(sql)
  } else {
    statement = db.prepare(sql)
    if (statements.size >= 500) statements.delete(statements.keys().next().value)
  }
  statements.set(sql, statement)
  return statement
}
const bound = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value)
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = prepared(sql)
    const values = parameters.map(bound)
    if (statement.reader) {
      parentPort.postMessage({ id, ok: true, result: { rows: statement.all(values) } })
    } else {
      const { changes, lastInsertRowid } = statement.run(values)
      parentPort.postMessage({ id, ok: true, result: { rows: [], changes, lastInsertRowid } })
    }
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: { name: error.name, message: error.message, code: error.code },
    })
  }
})
parentPort.postMessage({ ready: true })
`

const threadUrl = new URL(`data:text/javascript,${encodeURIComponent(threadCode)}`)

const modulePath = createRequire(import.meta.url).resolve('better-sqlite3')

/** A connection on its own thread; its statements run one after another, in the order asked. */
export class SqliteThread {
  readonly #worker: Worker
  readonly #waiting = new Map<number, Waiting>()
  #next = 0
  #failure: Error | undefined
  readonly ready: Promise<void>

  constructor(options: { file: string; readonly: boolean; busyTimeoutMs: number }) {
    this.#worker = new Worker(threadUrl, { workerData: { ...options, modulePath } })
    // a thread with nothing to do never keeps the process alive
    this.#worker.unref()
    this.ready = new Promise((resolve, reject) => {
      this.#worker.once('message', () => resolve())
      this.#worker.once('error', reject)
    })
    this.#worker.on('message', (reply: Reply | { ready: true }) => {
      if ('ready' in reply) return
      const waiting = this.#waiting.get(reply.id)
      if (!waiting) return
      this.#waiting.delete(reply.id)
      if (this.#waiting.size === 0) this.#worker.unref()
      if (reply.ok) waiting.resolve(reply.result)
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error))
    })
    const fail = (error: Error) => {
      this.#failure = error
      for (const waiting of this.#waiting.values()) waiting.reject(error)
      this.#waiting.clear()
    }
    this.#worker.on('error', fail)
    this.#worker.on('exit', (code) => fail(new Error(`The database thread ended (${code}).`)))
  }

  /** Statements sent and not yet answered: the thread's queue. */
  get busy(): number {
    return this.#waiting.size
  }

  run(sql: string, parameters: readonly unknown[]): Promise<StatementResult> {
    if (this.#failure) return Promise.reject(this.#failure)
    const id = this.#next++
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject })
      // a statement under way keeps the process alive until its answer
      if (this.#waiting.size === 1) this.#worker.ref()
      this.#worker.postMessage({ id, sql, parameters })
    })
  }

  async close(): Promise<void> {
    await this.#worker.terminate()
  }
}
