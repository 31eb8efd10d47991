import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely'

import { SqliteThread } from './sqlite-thread'

/*
 * SQLite off the server's thread (record 063): one thread holds the
 * connection that writes, a few read-only ones answer reads. The file is in
 * WAL mode, so readers see every committed write and never wait for the
 * writer, and a slow report no longer holds a page, the health check or a
 * job. Writes keep SQLite's rule of one writer at a time: a connection that
 * writes (a statement, or a transaction from `begin immediate` to its end)
 * holds the writer until Kysely releases it, and reads inside it go to the
 * writer, so a transaction reads its own writes.
 */

export type SqliteThreadsOptions = {
  file: string
  /** read-only threads beside the writer; 0 for a database in memory, which only one connection sees */
  readers: number
  busyTimeoutMs: number
}

/** A statement that only reads: a select Kysely built, or raw SQL that starts with one. */
function readsOnly(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true
  return RawNode.is(query.query) && /^\s*select\b/i.test(query.sql)
}

class Lock {
  #tail: Promise<void> = Promise.resolve()
  /** Resolves, once the lock is ours, to the function that gives it back. */
  take(): Promise<() => void> {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const taken = this.#tail.then(() => release)
    this.#tail = this.#tail.then(() => turn)
    return taken
  }
}

class ThreadsDriver implements Driver {
  readonly #options: SqliteThreadsOptions
  readonly #writeLock = new Lock()
  #writer: SqliteThread | undefined
  readonly #readers: SqliteThread[] = []

  constructor(options: SqliteThreadsOptions) {
    this.#options = options
  }

  async init(): Promise<void> {
    // the writer first: it creates the file and puts it in WAL mode, which the readers need
    this.#writer = this.#thread(false)
    await this.#writer.ready
    // the readers start now, so the first reads do not wait for a thread to start
    for (let i = 0; i < this.#options.readers; i++) this.#readers.push(this.#thread(true))
  }

  #thread(readonly: boolean) {
    return new SqliteThread({
      file: this.#options.file,
      readonly,
      busyTimeoutMs: this.#options.busyTimeoutMs,
    })
  }

  /**
   * The least busy reader; none without readers (a read then takes the
   * writer, never slipping into another connection's open transaction).
   */
  reader(): SqliteThread | undefined {
    return this.#readers.reduce<SqliteThread | undefined>(
      (least, reader) => (least && least.busy <= reader.busy ? least : reader),
      undefined,
    )
  }

  writer(): SqliteThread {
    if (!this.#writer) throw new Error('The database is not open.')
    return this.#writer
  }

  takeWriter(): Promise<() => void> {
    return this.#writeLock.take()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this)
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // the write lock at once: a deferred begin that reads first is refused,
    // not made to wait, when another process writes in between
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    ;(connection as RoutedConnection).release()
  }

  async destroy(): Promise<void> {
    const threads = this.#writer ? [this.#writer, ...this.#readers] : this.#readers
    await Promise.all(threads.map((thread) => thread.close()))
  }
}

/**
 * What Kysely takes for a connection: reads go to a reader until the
 * connection first writes; from then on it holds the writer, until released.
 */
class RoutedConnection implements DatabaseConnection {
  readonly #driver: ThreadsDriver
  #giveBack: (() => void) | undefined

  constructor(driver: ThreadsDriver) {
    this.#driver = driver
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    let thread = !this.#giveBack && readsOnly(query) ? this.#driver.reader() : undefined
    if (!thread) {
      this.#giveBack ??= await this.#driver.takeWriter()
      thread = this.#driver.writer()
    }
    const result = await thread.run(query.sql, query.parameters)
    return {
      rows: result.rows as R[],
      ...(result.changes === undefined ? {} : { numAffectedRows: BigInt(result.changes) }),
      ...(result.lastInsertRowid === undefined ? {} : { insertId: BigInt(result.lastInsertRowid) }),
    }
  }

  // eslint-disable-next-line require-yield -- the interface asks for a generator; nothing here streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('SQLite does not stream here: read in keyset batches (keyset-batches.ts).')
  }

  release(): void {
    this.#giveBack?.()
    this.#giveBack = undefined
  }
}

/** Kysely's SQLite dialect (its SQL, its introspection) over the threads. */
export class SqliteThreadsDialect extends SqliteDialect {
  readonly #options: SqliteThreadsOptions
  constructor(options: SqliteThreadsOptions) {
    // the database is never opened on this thread: the driver below replaces Kysely's
    super({ database: () => Promise.reject(new Error('unused')) })
    this.#options = options
  }
  override createDriver(): Driver {
    return new ThreadsDriver(this.#options)
  }
}
