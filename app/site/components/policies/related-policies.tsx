import { ChevronRight } from 'lucide-react'

import { LinkList } from '#app/kernel/components/ui/link-list.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { policyGroups, policyLinks, type PolicyPage } from '#app/site/content/policies.ts'

/** Every other policy, grouped as in the footer, so readers can move between them. */
export function RelatedPolicies({ current }: { current: PolicyPage }) {
  return (
    <nav
      aria-labelledby="related-policies"
      className="no-print mt-12 border-t border-gray-200 pt-8"
    >
      <SectionHeading id="related-policies" title="Our other policies" look="small" />
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        {policyGroups.map((group) => (
          <div key={group}>
            <h3 className="text-sm font-semibold text-gray-700">{group}</h3>
            <LinkList
              links={policyLinks(group, current.path)}
              className="mt-2 grid gap-1.5 text-sm"
              linkClassName="inline-flex items-center gap-1 text-brand-800 hover:underline"
              before={<ChevronRight aria-hidden="true" className="size-3.5" />}
            />
          </div>
        ))}
      </div>
    </nav>
  )
}
