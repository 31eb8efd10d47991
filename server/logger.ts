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
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
      else process.stdout.write(`${line}\n`)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
