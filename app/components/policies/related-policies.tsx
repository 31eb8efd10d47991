import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { policyGroups, type PolicyPage, policyPages } from '#app/content/policies.ts'

/** Every other policy, grouped as in the footer, so readers can move between them. */
export function RelatedPolicies({ current }: { current: PolicyPage }) {
  return (
    <nav
      aria-labelledby="related-policies"
      className="no-print mt-12 border-t border-gray-200 pt-8"
    >
      <h2 id="related-policies" className="text-xl font-bold text-brand-900">
        Our other policies
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        {policyGroups.map((group) => (
          <div key={group}>
            <h3 className="text-sm font-semibold text-gray-700">{group}</h3>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {policyPages
                .filter((p) => p.group === group && p.path !== current.path)
                .map((p) => (
                  <li key={p.path}>
                    <Link
                      to={p.path}
                      className="inline-flex items-center gap-1 text-brand-800 hover:underline"
                    >
                      <ChevronRight aria-hidden="true" className="size-3.5" />
                      {p.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
