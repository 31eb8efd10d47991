import { Link } from 'react-router'
import { serviceRegions } from '#app/content/company.ts'
import { landingPath } from '#app/lib/municipality-lookup.ts'

/** The Pike County area in three regions, each town linking to its own page. */
export function ServiceRegions() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {serviceRegions.map((region) => (
        <li key={region.name} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">{region.name}</h3>
          <p className="mt-1 text-sm text-gray-700">{region.description}</p>
          <ul className="mt-4 grid gap-1.5">
            {region.municipalities.map((m) => (
              <li key={m.slug}>
                <Link to={landingPath(m)} className="font-medium text-brand-800 hover:underline">
                  {m.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
