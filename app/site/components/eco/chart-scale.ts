/** Step sizes an axis may use, per power of ten: 1, 2, 2.5, 5 (and 10, the next power). */
const niceSteps = [1, 2, 2.5, 5, 10]

export type AxisScale = { max: number; step: number; ticks: number[] }

/**
 * A value axis from 0 that covers `max` in at most `maxTicks` round steps
 * ($100, $250, $2,000 ...), so gridline labels read as plain numbers.
 */
export function niceScale(max: number, maxTicks = 4): AxisScale {
  if (!(max > 0) || !Number.isFinite(max)) return { max: 1, step: 1, ticks: [0, 1] }
  const rough = max / maxTicks
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = (niceSteps.find((nice) => nice * power >= rough) ?? 10) * power
  const top = Math.ceil(max / step) * step
  const count = Math.round(top / step)
  return { max: top, step, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) }
}
