/*
 * The dealer's promotion tags on a cart, shown as badges and offered as an
 * inventory filter. "Featured" is the dealer's existing pin (the `featured`
 * flag, set on the cart's page): it is one of the tags the public sees, not
 * a second place to store it.
 */

/** Tags stored with the cart, set in the cart form. */
export const storedTags = ['financing', 'clearance'] as const
export type StoredTag = (typeof storedTags)[number]

/** Every tag a visitor can filter by. */
export const promotionTags = ['financing', 'featured', 'clearance'] as const
export type PromotionTag = (typeof promotionTags)[number]

export const promotionTagLabels: Readonly<Record<PromotionTag, string>> = {
  financing: 'Financing offer',
  featured: 'Featured',
  clearance: 'Clearance',
}

/** The stored tags in a known order, from any list (unknown ones dropped). */
export function storedTagsOf(list: readonly string[]): StoredTag[] {
  return storedTags.filter((tag) => list.includes(tag))
}

/** The tags a cart shows: its stored tags, and "featured" when the dealer pinned it. */
export function cartTags(tags: readonly StoredTag[], featured: boolean): PromotionTag[] {
  return promotionTags.filter((tag) => (tag === 'featured' ? featured : tags.includes(tag)))
}

/** The inventory address that lists the carts with a tag. */
export function taggedInventoryPath(tag: PromotionTag): string {
  return `/inventory?tag=${tag}`
}
