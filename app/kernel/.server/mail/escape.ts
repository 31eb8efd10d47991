import { bounded, oneLine } from '#app/kernel/free-text.ts'

/** Text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * Text for XML content and attributes. XML 1.0 cannot carry most control
 * characters even escaped, so they are dropped rather than break the document.
 */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- these are exactly what must go
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

// eslint-disable-next-line no-control-regex -- matching exactly these is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/g

/** Text without control characters (terminal escapes included); line breaks kept on request. */
export function withoutControls(value: string, keepLineBreaks = false): string {
  return value.replace(controlCharacters, (c) => (keepLineBreaks && c === '\n' ? c : ' '))
}

/**
 * One line for a header such as Subject, or a name in a greeting: no line
 * breaks, control or invisible formatting characters, bounded length.
 */
export function headerText(value: string, max = 200): string {
  return bounded(oneLine(value), max)
}

/**
 * "Hi Dana," to an address nobody has confirmed: anyone can type a
 * stranger's address into a form, so the name goes in only when it reads as
 * a name (at most 40 characters). Anything else (a link, digits, a colon)
 * gets "Hello,".
 */
export function greeting(firstName: string): string {
  const name = oneLine(firstName)
  return name.length <= 40 && plausibleName.test(name) ? `Hi ${name},` : 'Hello,'
}
/** Words of letters and marks, joined by spaces, hyphens or apostrophes; a dot only ends a word (no "evil.example"). */
const plausibleName = /^\p{L}[\p{L}\p{M}'\u2019-]*\.?(?: \p{L}[\p{L}\p{M}'\u2019-]*\.?)*$/u
