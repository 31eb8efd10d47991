import { Link } from 'react-router'

import { countOf } from '#app/kernel/plural.ts'

type PageLinksProps = {
  page: number
  /** the link to another page (its query kept), so the links work before any script runs */
  to: (page: number) => string
  /** each list's own words: "Newer leads", "Older leads" */
  texts: { previous: string; next: string }
  /** the navigation's name, where a page has more than one list of pages */
  label?: string
} & (
  | {
      /** a count of pages and of what they hold: "Page 2 of 5 (120 leads)" between the links */
      pages: number
      total: { count: number; noun: string }
    }
  | {
      /** a list that does not count its rows: only whether a page follows */
      hasNext: boolean
    }
)

/** The links to a back-office list's page before and after this one. */
export function PageLinks(props: PageLinksProps) {
  const { page, to, texts, label = 'Pages' } = props
  const counted = 'pages' in props
  const hasNext = counted ? page < props.pages : props.hasNext
  if (counted ? props.pages <= 1 : page <= 1 && !hasNext) return null
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <Link to={to(page - 1)} className="text-brand-800 underline">
          {texts.previous}
        </Link>
      )}
      {counted && (
        <span>
          Page {page} of {props.pages} ({countOf(props.total.count, props.total.noun)})
        </span>
      )}
      {hasNext && (
        <Link to={to(page + 1)} className="text-brand-800 underline">
          {texts.next}
        </Link>
      )}
    </nav>
  )
}
