import { validContact } from '#tests/support/contact.ts'
import { head } from '#tests/support/raw-http.ts'

/** Malformed and hostile requests, each with the answer the server must give. */
export type Format = 'json' | 'html' | 'bare'
export type Case = {
  name: string
  send: (string | Buffer)[]
  status: number
  /** json: `{error}` with JSON type; html: the site's error page with CSP and nosniff; bare: Node's own answer */
  format: Format
  allow?: string
  delayMs?: number
}

export const host = 'Host: 127.0.0.1'
const form = 'Content-Type: application/x-www-form-urlencoded'
export const json = 'Content-Type: application/json'
const withBody = (line: string, headers: string[], body: string) => [
  head(line, [host, ...headers, `Content-Length: ${Buffer.byteLength(body)}`]) + body,
]
export const contactJson = JSON.stringify(validContact)
const nested = '['.repeat(8000) + ']'.repeat(8000)
const multipart = (boundary: string, body: string) =>
  withBody(
    'POST /contact HTTP/1.1',
    [`Content-Type: multipart/form-data; boundary=${boundary}`],
    body,
  )

export const cases: Case[] = [
  // methods
  {
    name: 'TRACE on a page',
    send: [head('TRACE / HTTP/1.1', [host])],
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'TRACE on the API',
    send: [head('TRACE /api/vehicles HTTP/1.1', [host])],
    status: 405,
    format: 'json',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'DELETE a vehicle',
    send: [head('DELETE /api/vehicles/denago-ev-city HTTP/1.1', [host])],
    status: 405,
    format: 'json',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'GET the contact API',
    send: [head('GET /api/contact HTTP/1.1', [host])],
    status: 405,
    format: 'json',
    allow: 'POST, OPTIONS',
  },
  {
    name: 'PUT the contact API',
    send: withBody('PUT /api/contact HTTP/1.1', [json], contactJson),
    status: 405,
    format: 'json',
    allow: 'POST, OPTIONS',
  },
  {
    name: 'PATCH the contact form',
    send: withBody('PATCH /contact HTTP/1.1', [form], 'a=b'),
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, POST, OPTIONS',
  },
  {
    name: 'DELETE the contact data route',
    send: [head('DELETE /contact.data HTTP/1.1', [host])],
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, POST, OPTIONS',
  },
  {
    name: 'POST to a page without a form',
    send: withBody('POST /about HTTP/1.1', [form], 'a=b'),
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'POST to a static file',
    send: withBody('POST /favicon.svg HTTP/1.1', [form], 'a=b'),
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'POST to the health check',
    send: [head('POST /healthz HTTP/1.1', [host, 'Content-Length: 0'])],
    status: 405,
    format: 'html',
    allow: 'GET, HEAD, OPTIONS',
  },
  {
    name: 'POST to an unknown page',
    send: withBody('POST /no/such/page HTTP/1.1', [form], 'a=b'),
    status: 404,
    format: 'html',
  },
  {
    name: 'an unknown API path',
    send: [head('GET /api/nothing-here HTTP/1.1', [host])],
    status: 404,
    format: 'json',
  },
  // content types
  {
    name: 'contact form with no Content-Type',
    send: withBody('POST /contact HTTP/1.1', [], 'a=b'),
    status: 415,
    format: 'html',
  },
  {
    name: 'contact form with JSON',
    send: withBody('POST /contact HTTP/1.1', [json], contactJson),
    status: 415,
    format: 'html',
  },
  {
    name: 'contact data route with text/plain',
    send: withBody('POST /contact.data HTTP/1.1', ['Content-Type: text/plain'], 'hello'),
    status: 415,
    format: 'html',
  },
  {
    name: 'contact form, POST with no body or type',
    send: [head('POST /contact HTTP/1.1', [host, 'Content-Length: 0'])],
    status: 415,
    format: 'html',
  },
  {
    name: 'contact API with a form body',
    send: withBody('POST /api/contact HTTP/1.1', [form], 'a=b'),
    status: 415,
    format: 'json',
  },
  {
    name: 'contact API with no Content-Type',
    send: withBody('POST /api/contact HTTP/1.1', [], contactJson),
    status: 415,
    format: 'json',
  },
  // malformed bodies
  {
    name: 'multipart without a boundary',
    send: withBody('POST /contact HTTP/1.1', ['Content-Type: multipart/form-data'], 'x'),
    status: 400,
    format: 'html',
  },
  {
    name: 'multipart with the wrong boundary',
    send: multipart(
      'abc',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n',
    ),
    status: 400,
    format: 'html',
  },
  {
    name: 'truncated multipart',
    send: multipart('abc', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'),
    status: 400,
    format: 'html',
  },
  {
    name: 'malformed JSON',
    send: withBody('POST /api/contact HTTP/1.1', [json], '{"firstName": '),
    status: 400,
    format: 'json',
  },
  {
    name: 'deeply nested JSON',
    send: withBody('POST /api/contact HTTP/1.1', [json], nested),
    status: 400,
    format: 'json',
  },
  {
    name: 'JSON with invalid UTF-8',
    send: [
      head('POST /api/contact HTTP/1.1', [host, json, 'Content-Length: 18']),
      Buffer.from('{"firstName":"\xff\xfe"}', 'latin1'),
    ],
    status: 400,
    format: 'json',
  },
  {
    name: 'JSON with a NUL byte',
    send: withBody(
      'POST /api/contact HTTP/1.1',
      [json],
      contactJson.replace('Dana', 'Da\\u0000na'),
    ),
    status: 400,
    format: 'json',
  },
  {
    name: 'an empty JSON body',
    send: [head('POST /api/contact HTTP/1.1', [host, json, 'Content-Length: 0'])],
    status: 400,
    format: 'json',
  },
  // sizes
  {
    name: 'a JSON body over 16 KB, chunked',
    send: [
      head('POST /api/contact HTTP/1.1', [host, json, 'Transfer-Encoding: chunked']),
      `5000\r\n${'a'.repeat(0x5000)}\r\n0\r\n\r\n`,
    ],
    status: 413,
    format: 'json',
  },
  {
    name: 'a JSON body over 16 KB, declared',
    send: withBody('POST /api/contact HTTP/1.1', [json], `{"m":"${'a'.repeat(17_000)}"}`),
    status: 413,
    format: 'json',
  },
  {
    name: 'a 1 MB chunked form',
    send: [
      head('POST /contact HTTP/1.1', [host, form, 'Transfer-Encoding: chunked']),
      `100000\r\n${'a'.repeat(0x100000)}\r\n0\r\n\r\n`,
    ],
    status: 413,
    format: 'html',
  },
  {
    name: 'a 1 MB multipart form',
    send: multipart(
      'abc',
      `--abc\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'a'.repeat(1 << 20)}\r\n--abc--\r\n`,
    ),
    status: 413,
    format: 'html',
  },
  {
    name: 'an overlong URL',
    send: [head(`GET /inventory?search=${'a'.repeat(20_000)} HTTP/1.1`, [host])],
    status: 431,
    format: 'bare',
  },
  {
    name: 'a header flood',
    send: [
      head('GET / HTTP/1.1', [
        host,
        ...Array.from({ length: 3000 }, (_, i) => `X-Flood-${i}: ${'v'.repeat(10)}`),
      ]),
    ],
    status: 431,
    format: 'bare',
  },
  // hosts and targets
  {
    name: 'a Host with a space',
    send: [head('GET / HTTP/1.1', ['Host: a b'])],
    status: 400,
    format: 'html',
  },
  {
    name: 'an empty Host',
    send: [head('GET / HTTP/1.1', ['Host: '])],
    status: 400,
    format: 'html',
  },
  {
    name: 'a Host with %00',
    send: [head('GET / HTTP/1.1', ['Host: a%00b'])],
    status: 400,
    format: 'html',
  },
  {
    name: 'a Host with port 70000',
    send: [head('GET / HTTP/1.1', ['Host: localhost:70000'])],
    status: 400,
    format: 'html',
  },
  {
    name: 'two Host headers',
    send: [head('GET / HTTP/1.1', ['Host: a.example', 'Host: b.example'])],
    status: 400,
    format: 'bare',
  },
  {
    name: 'HTTP/1.1 without Host',
    send: ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    status: 400,
    format: 'bare',
  },
  {
    name: 'absolute-form target',
    send: [head('GET http://other.example/ HTTP/1.1', [host])],
    status: 400,
    format: 'html',
  },
  {
    name: 'absolute-form target on the API',
    send: [head('GET http://other.example/api/vehicles HTTP/1.1', [host])],
    status: 400,
    format: 'json',
  },
  { name: 'OPTIONS *', send: [head('OPTIONS * HTTP/1.1', [host])], status: 400, format: 'html' },
  {
    name: 'CONNECT',
    send: [head('CONNECT other.example:443 HTTP/1.1', ['Host: other.example:443'])],
    status: 405,
    format: 'json',
  },
  {
    name: 'a scheme-relative target',
    send: [head('GET //other.example/x HTTP/1.1', [host])],
    status: 400,
    format: 'html',
  },
  // paths
  {
    name: 'bad percent-encoding on the API',
    send: [head('GET /api/vehicles/%ZZ HTTP/1.1', [host])],
    status: 400,
    format: 'json',
  },
  {
    name: 'invalid UTF-8 in a path',
    send: [head('GET /towns/%C0%AF HTTP/1.1', [host])],
    status: 400,
    format: 'html',
  },
  {
    name: 'a NUL byte in a path',
    send: [head('GET /api/vehicles/%00 HTTP/1.1', [host])],
    status: 400,
    format: 'json',
  },
  {
    name: 'encoded traversal into assets',
    send: [head('GET /assets/..%2f..%2fpackage.json HTTP/1.1', [host])],
    status: 404,
    format: 'html',
  },
  {
    name: 'encoded traversal at the root',
    send: [head('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1', [host])],
    status: 404,
    format: 'html',
  },
  {
    name: 'a vehicle id that cannot exist',
    send: [head(`GET /api/vehicles/${'x'.repeat(500)} HTTP/1.1`, [host])],
    status: 404,
    format: 'json',
  },
  // cross-site posts
  {
    name: 'a form post from another site',
    send: withBody('POST /contact HTTP/1.1', [form, 'Origin: https://evil.example'], 'a=b'),
    status: 403,
    format: 'html',
  },
  {
    name: 'a form post with Origin null',
    send: withBody('POST /contact HTTP/1.1', [form, 'Origin: null'], 'a=b'),
    status: 403,
    format: 'html',
  },
  // framing the parser refuses itself
  {
    name: 'Content-Length and Transfer-Encoding together',
    send: [
      head('POST /api/contact HTTP/1.1', [
        host,
        json,
        'Content-Length: 4',
        'Transfer-Encoding: chunked',
      ]),
      '0\r\n\r\n',
    ],
    status: 400,
    format: 'bare',
  },
  {
    name: 'a non-numeric Content-Length',
    send: [head('POST /api/contact HTTP/1.1', [host, json, 'Content-Length: abc'])],
    status: 400,
    format: 'bare',
  },
]
