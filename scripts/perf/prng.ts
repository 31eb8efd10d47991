// A small seeded random source for the scale data set: the same seed gives
// the same rows on every machine and engine (Math.random cannot be seeded).

export type Random = {
  /** a float in [0, 1) */
  next(): number
  /** an integer in [min, max] */
  int(min: number, max: number): number
  /** one of the items, each as likely */
  pick<T>(items: readonly T[]): T
  /** one of the keys, as likely as its weight */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** true with probability p */
  chance(p: number): boolean
  /** a version-4-shaped UUID made of the stream's numbers */
  uuid(): string
  /** `bytes` random bytes as hex */
  hex(bytes: number): string
}

/** mulberry32: 32 bits of state, fast, and good enough for test data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next32 = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
  const next = () => next32() / 4294967296
  const hex = (bytes: number) => {
    let out = ''
    while (out.length < bytes * 2) out += next32().toString(16).padStart(8, '0')
    return out.slice(0, bytes * 2)
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][]
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let left = next() * total
      for (const [key, weight] of entries) {
        left -= weight
        if (left < 0) return key
      }
      return entries.at(-1)![0]
    },
    chance: (p) => next() < p,
    uuid() {
      const h = hex(16)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
    hex,
  }
}
