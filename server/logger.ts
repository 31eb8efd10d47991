import { inspect } from 'node:util'

import { withoutSecret } from './secret-links'

/** One JSON object a line: easy for people to read and for log tools to parse. */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
}

const pathFields = ['path', 'url'] as const

/**
 * Stripe's secrets as they are spelled (a secret or restricted key, a webhook
 * signing secret), wherever they appear: an error that quotes a setting, a
 * field someone logged by mistake.
 */
const stripeSecret = /\b(?:(?:sk|rk)_(?:live|test)_|whsec_)[A-Za-z0-9+/=_]+/g

/** A log line's text without Stripe's secrets. */
export function withoutStripeSecrets(text: string): string {
  return text.replace(stripeSecret, '[redacted]')
}

/** Request targets without the secrets of links (withoutSecret), whatever the field. */
function redacted(fields: object): object {
  const copy: Record<string, unknown> = { ...fields }
  for (const name of pathFields) {
    const value = copy[name]
    if (typeof value === 'string') copy[name] = withoutSecret(value)
  }
  return copy
}

/**
 * An error as log fields that say what happened: an Error's message, code
 * and stack; anything else thrown (React Router's error responses, plain
 * objects) as JSON, or as Node would print it when JSON cannot hold it.
 */
export function errorFields(error: unknown): { error: string; code?: string; stack?: string } {
  if (error instanceof Error) {
    const { code } = error as { code?: unknown }
    return {
      error: error.message || error.name,
      ...(typeof code === 'string' ? { code } : {}),
      stack: error.stack,
    }
  }
  if (typeof error !== 'object' || error === null) return { error: String(error) }
  try {
    const json = JSON.stringify(error, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message } : value,
    )
    if (json !== undefined && json !== '{}') return { error: json }
  } catch {
    // circular or holding a BigInt: printed below
  }
  return { error: inspect(error, { depth: 3, breakLength: Infinity }) }
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
      // the whole line: a secret is hidden at any depth of any field, and in the message
      const line = withoutStripeSecrets(
        JSON.stringify({ time: new Date().toISOString(), level, message, ...redacted(fields) }),
      )
      // warnings and errors at once: they matter most when the process is failing
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`)
      else writeBatched(`${line}\n`)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}
