import type { WorkerLogger } from './mail/outbox-worker'

export type Polling = {
  start(): void
  /** stops polling and waits for a pass in flight */
  stop(): Promise<void>
}

/**
 * Runs `pass` every `seconds` in the server process, one pass at a time. A
 * failed pass (a database hiccup) is logged and the next one retries; the
 * timer never keeps the process alive.
 */
export function pollEvery(
  seconds: number,
  pass: () => Promise<unknown>,
  failure: { logger: WorkerLogger; message: string },
): Polling {
  let timer: NodeJS.Timeout | undefined
  let stopping = false
  let running: Promise<unknown> = Promise.resolve()

  function schedule() {
    if (stopping) return
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) =>
          failure.logger.error(failure.message, {
            error: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(schedule)
    }, seconds * 1000)
    timer.unref()
  }

  return {
    start() {
      stopping = false
      schedule()
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      await running
    },
  }
}
