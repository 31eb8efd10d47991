// Why a page's Lighthouse LCP is what it is. Lighthouse's mobile numbers are
// not timed: its model of a slow phone (lantern: 150 ms round trips, 1.6 Mbit/s,
// six HTTP/1.1 connections per origin that start cold, a 4x slower CPU) replays
// the requests and main-thread tasks the real load made before its LCP. The
// LCP is the mean of two replays; the pessimistic one takes every request that
// finished before the real LCP, at any priority, and every layout, and its end
// is the last of them that is not a low-priority image. So what costs LCP is
// whatever shares the wire before it: other images at High or Medium priority,
// scripts fetched before the first paint, a document over the first round
// trip's 14.6 KB.
import type { RunnerResult } from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'

type Timing = { startTime: number; endTime: number }
type GraphNode =
  | {
      type: 'network'
      request: { url: string; transferSize: number; priority: string }
    }
  | { type: 'cpu'; duration: number; childEvents: { name: string }[] }

/** Task events worth naming in a main-thread node. */
const namedEvents = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'FunctionCall',
])

function describe(node: GraphNode, origin: string): string {
  if (node.type === 'network') {
    const { url, transferSize, priority } = node.request
    return `${url.replace(origin, '')}  ${(transferSize / 1000).toFixed(1)} KB  ${priority}`
  }
  const events = [...new Set(node.childEvents.map((e) => e.name).filter((n) => namedEvents.has(n)))]
  return `main thread ${Math.round(node.duration / 1000)} ms (x4)  ${events.join(', ')}`
}

/**
 * The pessimistic replay of a run's LCP: one line per request or task, with
 * its simulated start and end in ms, in order of start.
 */
export async function lcpGraph(result: RunnerResult): Promise<string[]> {
  const { artifacts, lhr } = result
  const metric = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    },
    { computedCache: new Map() },
  )
  const origin = new URL(lhr.finalDisplayedUrl).origin
  // lantern's node classes, narrowed to the fields read here
  const timings = [...metric.pessimisticEstimate.nodeTimings.entries()] as unknown as [
    GraphNode,
    Timing,
  ][]
  return [
    `simulated LCP ${Math.round(metric.timing)} ms: optimistic ${Math.round(metric.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(metric.pessimisticEstimate.timeInMs)}`,
    ...timings
      .sort(([, a], [, b]) => a.startTime - b.startTime)
      .map(
        ([node, { startTime, endTime }]) =>
          `${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)}  ${describe(node, origin)}`,
      ),
  ]
}
