/** Lets requests, timers and I/O waiting in the event loop run before the caller goes on. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/**
 * A pause for long work in the server process (a pass over thousands of
 * rows): call it between steps; once the work has held the event loop for
 * `ms`, it lets requests, timers and I/O in (setImmediate) before going on.
 * A SQLite query holds the loop while it runs, so awaiting one is no pause.
 */
export function timeSlices(ms: number): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < ms) return
    await yieldToEventLoop()
    since = performance.now()
  }
}
