import type { ReactNode } from 'react'

import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'

/** Move up, move down and remove for one item of an ordered list (`<list>-move`, `<list>-remove`). */
function ListControls({
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

/** One item of an ordered list: its name and what it says, its controls, and its form. */
export function ListItem({
  list,
  id,
  name,
  detail,
  index,
  count,
  children,
}: {
  list: 'price' | 'member'
  id: string
  name: string
  detail: string
  index: number
  count: number
  children: ReactNode
}) {
  return (
    <li className="rounded-lg border border-gray-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          <span className="font-semibold">{name}</span>:{' '}
          <span className="text-gray-700">{detail}</span>
        </p>
        <ListControls
          list={list}
          id={id}
          name={name}
          first={index === 0}
          last={index === count - 1}
        />
      </div>
      {children}
    </li>
  )
}
