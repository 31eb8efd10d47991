import { municipalitiesByArea } from './municipality-lookup.ts'

export type FooterArea = {
  id: string
  name: string
  municipalities: { name: string; slug: string }[]
}

/**
 * The footer's municipality list: names and slugs only, sent as loader data,
 * so every page does not download every town's facts in its script. Built
 * once: the list is content and does not change while the server runs.
 */
export const footerAreas: FooterArea[] = municipalitiesByArea().map(({ area, municipalities }) => ({
  id: area.id,
  name: area.name,
  municipalities: municipalities.map(({ name, slug }) => ({ name, slug })),
}))
