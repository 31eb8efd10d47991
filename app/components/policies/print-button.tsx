import { Printer } from 'lucide-react'

import { Button } from '#app/components/ui/button.tsx'

/** Opens the browser's print dialog; the print stylesheet leaves only the text. */
export function PrintButton() {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="no-print"
      onClick={() => window.print()}
    >
      <Printer aria-hidden="true" className="size-4" />
      Print this policy
    </Button>
  )
}
