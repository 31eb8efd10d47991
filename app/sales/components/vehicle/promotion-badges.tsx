import { cn } from '#app/kernel/cn.ts'
import {
  type PromotionTag,
  promotionTagLabels,
  taggedInventoryPath,
} from '#app/sales/promotion-tags.ts'

/** The dealer's promotion tags on a cart, each linking to the carts that share it. */
export function PromotionBadges({
  tags,
  className,
}: {
  tags: readonly PromotionTag[] | undefined
  className?: string
}) {
  if (!tags?.length) return null
  return (
    <ul aria-label="Offers" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={taggedInventoryPath(tag)}
            className="inline-flex items-center rounded-full border border-brand-800 bg-white px-3 py-1 text-xs font-bold text-brand-900 hover:bg-brand-50"
          >
            {promotionTagLabels[tag]}
          </a>
        </li>
      ))}
    </ul>
  )
}
