import { Link } from 'react-router'

type LinkParagraphProps = {
  to: string
  children: string
  /** spacing and size of the paragraph around the link */
  className?: string
  /** load the page afresh (an error screen cannot trust the app's state) */
  reloadDocument?: boolean
}

/** A plain text link in a paragraph of its own: the way back, or the one next step. */
export function LinkParagraph({
  to,
  children,
  className = 'mt-6',
  reloadDocument,
}: LinkParagraphProps) {
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
