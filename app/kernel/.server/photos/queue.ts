/**
 * A small in-process work queue: jobs run in the order given, at most
 * `concurrency` at a time, off the request that queued them; a job pushed
 * `later` waits until no other job does. A failed job is reported to
 * `onError` and does not stop the others.
 */
export type WorkQueue<Job> = {
  push(job: Job, options?: { later?: boolean }): void
  /** jobs waiting plus jobs running */
  readonly pending: number
  /** resolves once nothing is waiting or running */
  idle(): Promise<void>
  /** takes no new jobs, drops the waiting ones, and resolves when the running ones end */
  close(): Promise<Job[]>
}

export function createWorkQueue<Job>(options: {
  run: (job: Job) => Promise<void>
  concurrency?: number
  onError?: (error: unknown, job: Job) => void
}): WorkQueue<Job> {
  const concurrency = options.concurrency ?? 1
  const waiting: Job[] = []
  const waitingLater: Job[] = []
  const waitingCount = () => waiting.length + waitingLater.length
  let running = 0
  let closed = false
  let idleWaiters: (() => void)[] = []

  const settleIdle = () => {
    if (running > 0 || waitingCount() > 0) return
    const waiters = idleWaiters
    idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  const next = () => {
    while (!closed && running < concurrency && waitingCount() > 0) {
      const job = (waiting.length > 0 ? waiting.shift() : waitingLater.shift()) as Job
      running++
      void Promise.resolve()
        .then(() => options.run(job))
        .catch((error: unknown) => options.onError?.(error, job))
        .finally(() => {
          running--
          next()
          settleIdle()
        })
    }
  }

  return {
    push(job, options = {}) {
      if (closed) throw new Error('The photo queue is closed.')
      const list = options.later ? waitingLater : waiting
      list.push(job)
      next()
    },
    get pending() {
      return waitingCount() + running
    },
    idle() {
      if (running === 0 && waitingCount() === 0) return Promise.resolve()
      return new Promise((resolve) => idleWaiters.push(resolve))
    },
    async close() {
      closed = true
      const dropped = [...waiting.splice(0), ...waitingLater.splice(0)]
      await this.idle()
      return dropped
    },
  }
}
