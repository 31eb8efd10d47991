import { importCircles, importGraph } from '#tests/support/import-graph.ts'
const edges = importGraph(process.cwd())
console.log('edges', edges.length)
console.log('circles', JSON.stringify(importCircles(edges), null, 1))
const biz = (f: string) => {
  const m = /^app\/([^/]+)\//.exec(f)
  return m ? m[1] : f.split('/')[0]
}
const cross = new Map<string, number>()
for (const e of edges) {
  if (e.from.includes('.test.')) continue
  const a = biz(e.from),
    b = biz(e.to)
  if (a !== b) {
    const k = `${a} -> ${b}`
    cross.set(k, (cross.get(k) ?? 0) + 1)
  }
}
console.log(
  [...cross]
    .sort()
    .map(([k, v]) => `${v}\t${k}`)
    .join('\n'),
)
const detail = process.argv[2]
if (detail) {
  const c = new Map<string, number>()
  for (const e of edges) {
    if (e.from.includes('.test.')) continue
    const a = biz(e.from),
      b = biz(e.to)
    if (`${a}->${b}` === detail || (detail.endsWith('->*') && a === detail.slice(0, -3) && a !== b))
      c.set(e.to + '   <= ' + (c.has(e.to) ? '' : e.from), (c.get(e.to) ?? 0) + 1)
  }
  const byTo = new Map<string, string[]>()
  for (const e of edges) {
    if (e.from.includes('.test.')) continue
    const a = biz(e.from),
      b = biz(e.to)
    if (
      `${a}->${b}` === detail ||
      (detail.endsWith('->*') && a === detail.slice(0, -3) && a !== b && b !== 'kernel')
    )
      byTo.set(e.to, [...(byTo.get(e.to) ?? []), e.from])
  }
  for (const [to, froms] of [...byTo].sort())
    console.log(froms.length, to, '<=', froms.slice(0, 3).join(' '))
}
