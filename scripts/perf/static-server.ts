// A plain static server for comparison: node:http answering each path with
// bytes saved from the app's response, with the same content type and
// encoding. Started by server-compare.ts: static-server.ts <manifest> <port>.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

export type StaticEntry = { headers: Record<string, string>; bodyBase64: string }

const [manifestFile, port] = process.argv.slice(2)
const manifest = JSON.parse(readFileSync(manifestFile ?? '', 'utf8')) as Record<string, StaticEntry>
const entries = new Map(
  Object.entries(manifest).map(([path, entry]) => [
    path,
    { headers: entry.headers, body: Buffer.from(entry.bodyBase64, 'base64') },
  ]),
)

createServer((req, res) => {
  const entry = entries.get(req.url ?? '')
  if (!entry) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { ...entry.headers, 'content-length': entry.body.length })
  res.end(entry.body)
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'))
