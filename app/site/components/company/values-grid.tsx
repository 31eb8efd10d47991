import { Handshake, Leaf, MapPinned, Wrench } from 'lucide-react'

import { companyValues } from '#app/site/content/company.ts'

const icons = [Handshake, Wrench, MapPinned, Leaf]

/** What the business stands for, one card per value. */
export function ValuesGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {companyValues.map((value, index) => {
        const Icon = icons[index % icons.length] ?? Handshake
        return (
          <li
            key={value.title}
            className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-bold text-gray-900">{value.title}</h3>
            <p className="mt-2 text-gray-700">{value.description}</p>
          </li>
        )
      })}
    </ul>
  )
}
