// zod's functional build, as the forms' schemas: the browser loads only the
// checks used here.
import * as z from 'zod/mini'

/*
 * The one rule for the words people type into the public forms (contact,
 * reserve, alerts): names, phone, message, delivery address, a saved search.
 * The forms' schemas check with it in the browser and on the server alike,
 * and the e-mails clean with it what was stored before.
 */

/**
 * Direction overrides and isolates, direction marks, zero-width spaces,
 * invisible operators, the soft hyphen: invisible, yet they reorder or hide
 * what staff and buyers read (a name that shows "exe.png" backwards).
 * Zero-width joiners (U+200C, U+200D) stay: Persian names and emoji
 * sequences need them.
 */
const invisibleFormatting =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g

/** Every line break: LF, VT, FF, CR, NEL and the line and paragraph separators. */
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/
/** The line breaks a textarea does not send itself, which a message keeps as LF. */
const unusualLineBreaks = /[\v\f\u0085\u2028\u2029]/g

/** Other control characters (C0 but tab and line breaks, DEL, C1 but NEL): never typed. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/

export const lineBreakMessage = 'Remove the line breaks from this field'
export const controlMessage = 'Remove the invisible control characters from this field'

/** The text without invisible formatting characters. */
export function withoutInvisibleFormatting(value: string): string {
  return value.replace(invisibleFormatting, '')
}

export type Lines = 'one line' | 'several lines'

/** Why typed text breaks the rule, or undefined. */
export function freeTextProblem(value: string, lines: Lines): string | undefined {
  if (lines === 'one line' && lineBreak.test(value)) return lineBreakMessage
  if (controlCharacters.test(value)) return controlMessage
  return undefined
}

/**
 * A typed field: invisible formatting removed, trimmed, between `min` and
 * `max` characters, no control characters; one line (a line break in a name
 * forged a "Bcc:" line of the dealer's e-mail), or several lines whose
 * breaks are LF or CR.
 */
export function freeText(
  required: string,
  min: number,
  max: number,
  tooLong: string,
  lines: Lines,
) {
  const clean = (value: string) => {
    const visible = withoutInvisibleFormatting(value)
    return lines === 'several lines' ? visible.replace(unusualLineBreaks, '\n') : visible
  }
  return z.string({ error: required }).check(
    z.overwrite(clean),
    z.trim(),
    z.minLength(min, { error: required }),
    z.maxLength(max, { error: tooLong }),
    z.refine((value) => lines === 'several lines' || !lineBreak.test(value), {
      error: lineBreakMessage,
    }),
    z.refine((value) => !controlCharacters.test(value), { error: controlMessage }),
  )
}

/** Any text as one line: invisible formatting removed, breaks and controls as spaces, spaces collapsed. */
export function oneLine(value: string): string {
  return withoutInvisibleFormatting(value)
    .replace(new RegExp(`${lineBreak.source}|${controlCharacters.source}`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters (whole code points), the cut marked with an ellipsis. */
export function bounded(value: string, max: number): string {
  const chars = Array.from(value)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : value
}

/**
 * Someone's typed words inside a text the site writes to another person
 * (a confirmation to an address nobody has confirmed yet): one line, at most
 * `max` characters, in quotation marks it cannot close.
 */
export function quoted(value: string, max = 40): string {
  return `“${bounded(oneLine(value).replace(/[“”"]/g, "'"), max)}”`
}

/** A required one-line field of a form, its messages naming the field: "Brand is required". */
export const requiredLine = (label: string, max: number, min = 1) =>
  freeText(
    `${label} is required`,
    min,
    max,
    `${label} must be at most ${max} characters`,
    'one line',
  )

/** An optional one-line field: empty, or one line of at most `max` characters. */
export const optionalLine = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    z.refine((value) => freeTextProblem(value, 'one line') === undefined, {
      error: 'Remove the line breaks and control characters from this field',
    }),
  )
