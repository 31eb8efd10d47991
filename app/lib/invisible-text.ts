/**
 * Direction overrides and isolates, direction marks and zero-width spaces:
 * invisible, yet they reorder or hide what staff read (a name that shows
 * "exe.png" backwards). Zero-width joiners stay: Persian names and emoji
 * sequences need them.
 */
const invisibleFormatting =
  /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/** The text without invisible formatting characters. */
export function withoutInvisibleFormatting(value: string): string {
  return value.replace(invisibleFormatting, '')
}
