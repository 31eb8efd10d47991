/** A content coding this server sends, `identity` being none. */
export type Coding = 'br' | 'gzip' | 'deflate' | 'identity'

/**
 * The weight a client gives each coding it names in Accept-Encoding
 * (RFC 9110, section 12.5.3): names are case-insensitive, `x-gzip` is gzip,
 * a coding named twice keeps its highest weight, and an item whose weight is
 * not a q-value is left out rather than guessed at.
 */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>()
  for (const item of header.split(',')) {
    const [rawName = '', ...params] = item.split(';')
    let name = rawName.trim().toLowerCase()
    if (!name) continue
    if (name === 'x-gzip') name = 'gzip'
    let q: number | undefined = 1
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim())
      if (key.toLowerCase() !== 'q') continue
      q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : undefined
    }
    if (q !== undefined) named.set(name, Math.max(q, named.get(name) ?? 0))
  }
  return named
}

/** below the least weight a client can give (0.001), above refusal */
const unnamedIdentity = 0.0001

/**
 * The coding to send among those on offer (best first; identity is always
 * on offer, last): the one the client weighs highest, ours first among
 * equals. No header, or none of ours acceptable (even identity refused),
 * gives identity: RFC 9110 lets a server send no coding then.
 */
function negotiate(header: string | undefined, offered: readonly Coding[]): Coding {
  if (header === undefined) return 'identity'
  const named = weights(header)
  const wildcard = named.get('*')
  let best: Coding = 'identity'
  let bestWeight = 0
  for (const coding of [...offered, 'identity'] as const) {
    // identity is acceptable unless refused by name, or by `*` when not named;
    // unweighed, it comes after any coding the client names
    const weight = named.get(coding) ?? wildcard ?? (coding === 'identity' ? unnamedIdentity : 0)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}

// Clients send a handful of distinct Accept-Encoding values, each weighed
// once here: cached answers are the most repeated requests. Bounded, so odd
// values cannot grow it.
const chosen = new Map<string, Coding>()

/** The coding to send this client among those on offer (memoised per header and offer). */
export function preferredCoding(header: string | undefined, offered: readonly Coding[]): Coding {
  if (header === undefined) return 'identity'
  const key = `${offered.join(',')} ${header}`
  let coding = chosen.get(key)
  if (coding === undefined) {
    coding = negotiate(header, offered)
    if (chosen.size >= 256) chosen.clear()
    chosen.set(key, coding)
  }
  return coding
}
