import type { TeamMember } from '#app/site/service-prices.ts'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

/** The team, with initials in place of photos. */
export function TeamGrid({ team }: { team: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member) => (
        <li
          key={member.id}
          className="rounded-xl border border-gray-200 bg-white p-6 text-center shadow-sm"
        >
          <span
            aria-hidden="true"
            className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-800 text-2xl font-bold text-white"
          >
            {initials(member.name)}
          </span>
          <h3 className="mt-4 text-lg font-bold text-gray-900">{member.name}</h3>
          <p className="text-sm font-semibold text-brand-700">{member.role}</p>
          <p className="mt-3 text-sm text-gray-700">{member.bio}</p>
        </li>
      ))}
    </ul>
  )
}
