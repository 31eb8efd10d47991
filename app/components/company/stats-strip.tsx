import { companyStats } from '#app/content/company.ts'

/** The about page's headline numbers. */
export function StatsStrip() {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-2">
      {companyStats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-center rounded-xl bg-brand-800 p-6 text-center text-white"
        >
          <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
          <dd className="text-4xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
