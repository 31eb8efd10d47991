import { Printer } from 'lucide-react'

import { Button } from '#app/kernel/components/ui/button.tsx'

/** Opens the browser's print dialog (page enhancements); the print stylesheet leaves only the text. */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" size="sm" className="no-print" data-print>
      <Printer aria-hidden="true" className="size-4" />
      Print this policy
    </Button>
  )
}
