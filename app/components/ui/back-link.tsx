import { Link } from 'react-router'

type BackLinkProps = {
  to: string
  children: string
  /** spacing and size of the paragraph around the link */
  className?: string
  /** load the page afresh (an error screen cannot trust the app's state) */
  reloadDocument?: boolean
}

/** A plain link back to the page the visitor came from, in a paragraph of its own. */
export function BackLink({ to, children, className = 'mt-6', reloadDocument }: BackLinkProps) {
  return (
    <p className={className}>
      <Link
        to={to}
        reloadDocument={reloadDocument}
        className="font-semibold text-brand-800 underline"
      >
        {children}
      </Link>
    </p>
  )
}
