import { AdminForm } from '#app/components/admin/admin-form.tsx'
import { Button } from '#app/components/ui/button.tsx'

/** Move up, move down and remove for one item of an ordered list (`<list>-move`, `<list>-remove`). */
export function ListControls({
  list,
  id,
  name,
  first,
  last,
}: {
  list: 'price' | 'member'
  id: string
  /** what the buttons name for screen readers */
  name: string
  first: boolean
  last: boolean
}) {
  const move = (direction: 'up' | 'down', disabled: boolean) => (
    <AdminForm>
      <input type="hidden" name="intent" value={`${list}-move`} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-label={`Move ${name} ${direction}`}
      >
        Move {direction}
      </Button>
    </AdminForm>
  )
  return (
    <div className="flex flex-wrap gap-2">
      {move('up', first)}
      {move('down', last)}
      <AdminForm>
        <input type="hidden" name="intent" value={`${list}-remove`} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </AdminForm>
    </div>
  )
}
