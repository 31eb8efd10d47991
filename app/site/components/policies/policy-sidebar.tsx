import type { Heading } from '#app/kernel/markdown.ts'

/** "On this page": the policy's sections, so a long text can be skimmed and jumped through. */
export function PolicySections({ headings }: { headings: Heading[] }) {
  if (headings.length < 2) return null
  return (
    <nav
      aria-labelledby="policy-sections"
      className="no-print rounded-xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24 lg:p-5"
    >
      <h2
        id="policy-sections"
        className="text-sm font-semibold tracking-wider text-gray-700 uppercase"
      >
        On this page
      </h2>
      <ol className="mt-2 grid gap-0.5 text-sm">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="block rounded px-2 py-1 text-brand-800 hover:bg-brand-50 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
