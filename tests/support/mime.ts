/**
 * Just enough of a MIME reader for the mail tests: headers (unfolded, with
 * RFC 2047 encoded words decoded), the text/plain and text/html bodies of
 * single-part or nested multipart messages, and their attachments, with
 * quoted-printable or base64 transfer encoding undone.
 */
export type MailAttachment = {
  filename: string
  /** the media type alone, lower case ("text/calendar") */
  contentType: string
  /** decoded, line ends as sent */
  content: string
}

export type ParsedMail = {
  headers: Map<string, string>
  header: (name: string) => string
  text: string
  html: string
  attachments: MailAttachment[]
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between encoded words is not part of the text
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    )
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const body = end === -1 ? '' : raw.slice(end + 4)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      )
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8')
    default:
      return body
  }
}

type Collected = { text: string; html: string; attachments: MailAttachment[] }

function collect(raw: string, into: Collected) {
  const { headers, body } = splitHead(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1)
    for (const part of parts) {
      if (part.startsWith('--')) break
      collect(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), into)
    }
    return
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit')
  const disposition = headers.get('content-disposition') ?? ''
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition) ?? /name="?([^";]+)"?/i.exec(type)
    into.attachments.push({
      filename: filename?.[1] ?? '',
      contentType: (type.split(';')[0] ?? '').trim().toLowerCase(),
      content,
    })
    return
  }
  const decoded = content.replace(/\r\n/g, '\n')
  if (/^text\/html/i.test(type)) into.html += decoded
  else if (/^text\/plain/i.test(type)) into.text += decoded
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw)
  const bodies: Collected = { text: '', html: '', attachments: [] }
  collect(raw, bodies)
  return { headers, header: (name) => headers.get(name.toLowerCase()) ?? '', ...bodies }
}
