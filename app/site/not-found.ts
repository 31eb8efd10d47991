import { townNotFound } from './town-page.ts'

/** Extra guidance for the 404s the site throws with a known title. */
const hints: Readonly<Record<string, string>> = {
  [townNotFound]:
    'We have no page for a town by that name. Check the spelling, or pick your town from the list of municipalities we serve at the foot of this page.',
}

export function notFoundHint(title: string | undefined): string | undefined {
  return title === undefined ? undefined : hints[title]
}
