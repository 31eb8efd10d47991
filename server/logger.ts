/** One JSON object a line: easy for people to read and for log tools to parse. */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

/**
 * The secret part of a one-time link (an invitation or a password reset)
 * would let anyone who reads the log use the link: logged as "[redacted]".
 */
const oneTimeLinkPath = /^(\/admin\/(?:invite|reset-password)\/)[^/?#]+/
const pathFields = ['path', 'url'] as const

function redacted(fields: object): object {
  const copy: Record<string, unknown> = { ...fields }
  for (const name of pathFields) {
    const value = copy[name]
    if (typeof value === 'string') copy[name] = value.replace(oneTimeLinkPath, '$1[redacted]')
  }
  return copy
}

export type Logger = Record<Level, (message: string, fields?: object) => void>

/**
 * Info and debug lines written in one event-loop turn go out in one write
 * at its end: under load that is one system call per turn instead of one per
 * request (stdout to a pipe or file is written synchronously). Lines still
 * waiting when the process exits are written then.
 */
let pending = ''
function flush() {
  const text = pending
  pending = ''
  if (text) process.stdout.write(text)
}
function writeBatched(line: string) {
  if (!pending) setImmediate(flush)
  pending += line
}
process.on('exit', flush)

/** Text for people on stdout (the start message), after the log lines written before it. */
export function printAfterLog(text: string) {
  writeBatched(text)
}

export function createLogger(minimum: Level | 'silent'): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: object = {}) => {
      if (order[level] < order[minimum]) return
      const line = JSON.stringify({
        time: new Date().toISOString(),
        level,
        message,
        ...redacted(fields),
      })
      // warnings and errors at once: they matter most when the process is failing
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
      else writeBatched(`${line}\n`)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
