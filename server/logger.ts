/** One JSON object a line: easy for people to read and for log tools to parse. */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

export type Logger = Record<Level, (message: string, fields?: object) => void>

export function createLogger(minimum: Level | 'silent'): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: object = {}) => {
      if (order[level] < order[minimum]) return
      const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
      else process.stdout.write(`${line}\n`)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
