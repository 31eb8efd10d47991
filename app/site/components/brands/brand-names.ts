import type { Brand } from '#app/site/content/brands.ts'

/**
 * A model's full name with its brand, for alt text and link labels:
 * Evolution names already start with the brand ("Evolution D6 Max XT4"),
 * Denago names do not ("EV City" -> "Denago EV City").
 */
export function fullModelName(brand: Pick<Brand, 'name'>, modelName: string): string {
  return modelName.toLowerCase().startsWith(brand.name.toLowerCase())
    ? modelName
    : `${brand.name} ${modelName}`
}
