/*
 * How long work held the event loop at most: a timer every 5 ms, and the most
 * between two ticks is the longest block. It is counted in the process's CPU
 * time: on a busy machine wall time stretches a block several times over,
 * CPU time does not.
 */

/** CPU time the process has used, in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Runs `work`, measuring how long it took and the longest block of the event loop meanwhile (CPU and wall time). */
export async function withLongestBlock<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; longestMs: number; longestWallMs: number }> {
  let last = { wall: performance.now(), cpu: cpuMs() }
  const longest = { wall: 0, cpu: 0 }
  const probe = setInterval(() => {
    const tick = { wall: performance.now(), cpu: cpuMs() }
    longest.wall = Math.max(longest.wall, tick.wall - last.wall)
    longest.cpu = Math.max(longest.cpu, tick.cpu - last.cpu)
    last = tick
  }, 5)
  try {
    const started = performance.now()
    const result = await work()
    const ms = performance.now() - started
    // one more tick, so a block at the end of the work is counted
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { result, ms, longestMs: longest.cpu, longestWallMs: longest.wall }
  } finally {
    clearInterval(probe)
  }
}
