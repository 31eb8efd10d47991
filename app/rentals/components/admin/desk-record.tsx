import { cn } from '#app/kernel/cn.ts'
import { Button } from '#app/kernel/components/ui/button.tsx'
import type { ReservationPageData } from '#app/rentals/.server/reservation-page.ts'

type Desk = ReservationPageData['desk']

/** A private condition photo, served to signed-in staff only. */
function Photos({ id, desk, stage }: { id: string; desk: Desk; stage: 'out' | 'in' }) {
  const photos = desk.photos.filter((photo) => photo.stage === stage)
  if (photos.length === 0) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={`/admin/rentals/${id}/photos/${photo.id}`} className="block">
            <img
              src={`/admin/rentals/${id}/photos/${photo.id}`}
              alt={`Condition at ${stage === 'out' ? 'check-out' : 'check-in'}, view ${index + 1}`}
              width={photo.width}
              height={photo.height}
              className="h-24 w-auto rounded border border-gray-300"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** What the desk recorded: the handover, the return, and the final statement (printable). */
export function DeskRecord({ id, desk }: { id: string; desk: Desk }) {
  if (!desk.checkout) return null
  const { checkout, checkin, statement } = desk
  return (
    <section aria-labelledby="desk-heading" className="print:block">
      <h2 id="desk-heading" className="mb-3 text-xl font-semibold text-gray-900 print:hidden">
        Handover and return
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm print:hidden">
        <dt className="font-semibold">Handed over</dt>
        <dd>
          {checkout.at}: battery {checkout.battery}%, hour meter {checkout.hourMeter}, deposit{' '}
          {checkout.deposit} ({checkout.depositMethod.toLowerCase()}), licences seen
        </dd>
        {checkin && (
          <>
            <dt className="font-semibold">Checked in</dt>
            <dd>
              {checkin.at}: battery {checkin.battery}%, hour meter {checkin.hourMeter}
            </dd>
          </>
        )}
      </dl>
      <div className="print:hidden">
        <Photos id={id} desk={desk} stage="out" />
        <Photos id={id} desk={desk} stage="in" />
      </div>
      {statement && (
        <div className="mt-6" id="statement">
          <h3 className="text-lg font-semibold text-gray-900">Final statement</h3>
          <p className="text-sm text-gray-700">
            Due back {statement.end}; returned {statement.returned}.
          </p>
          <table className="mt-2 w-full max-w-xl text-sm">
            <caption className="sr-only">Final statement</caption>
            <thead>
              <tr className="border-b border-gray-300 text-left">
                <th scope="col" className="py-1">
                  Item
                </th>
                <th scope="col" className="py-1 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {statement.rows.map((row) => (
                <tr
                  key={row.label}
                  className={cn(
                    'border-b border-gray-100',
                    row.kind === 'total' && 'font-semibold',
                  )}
                >
                  <th scope="row" className="py-1 text-left font-normal">
                    {row.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{row.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3 print:hidden"
            onClick={() => window.print()}
          >
            Print the statement
          </Button>
        </div>
      )}
    </section>
  )
}
