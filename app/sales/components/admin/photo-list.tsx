import { type DragEvent, useState } from 'react'
import { useRouteLoaderData, useSubmit } from 'react-router'

import { AdminForm, adminLayoutId } from '#app/kernel/components/admin/admin-form.tsx'

import type { CartPhoto } from './photo-types'
import { Thumbnail } from './thumbnail'

const small =
  'rounded border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50'

const statusText = { processing: 'Processing…', ready: 'Ready', failed: 'Failed' } as const

/**
 * The cart's photos in order, each with its description, order and delete
 * controls. Dragging a photo onto another puts it in that place; the buttons
 * do the same from the keyboard or without JavaScript.
 */
export function PhotoList({ photos }: { photos: CartPhoto[] }) {
  const submit = useSubmit()
  const layout = useRouteLoaderData<{ csrfToken: string }>(adminLayoutId)
  const [dragged, setDragged] = useState<string | null>(null)
  const [target, setTarget] = useState<number | null>(null)
  if (photos.length === 0)
    return <p className="text-gray-700">No photos yet: the public pages show the drawing.</p>

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault()
    setTarget(null)
    if (dragged === null) return
    const fields = { intent: 'photo-move', photoId: dragged, to: String(index) }
    void submit({ ...fields, csrf: layout?.csrfToken ?? '' }, { method: 'post' })
    setDragged(null)
  }

  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move'
            setDragged(photo.id)
          }}
          onDragEnd={() => {
            setDragged(null)
            setTarget(null)
          }}
          onDragOver={(event) => {
            if (dragged === null) return
            event.preventDefault()
            setTarget(index)
          }}
          onDragLeave={() => setTarget(null)}
          onDrop={dropOn(index)}
          className={`rounded-lg border bg-white p-4 ${target === index && dragged !== photo.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-gray-300'}`}
        >
          <div className="flex items-start gap-4">
            {photo.thumbnail ? (
              <Thumbnail image={photo.thumbnail} alt={photo.alt} className="w-32 cursor-move" />
            ) : (
              <div className="flex h-24 w-32 items-center justify-center rounded bg-gray-100 text-sm text-gray-700">
                No preview
              </div>
            )}
            <div className="text-sm">
              <p className="font-semibold">
                Photo {index + 1}
                {index === 0 ? ' (the cover)' : ''}
              </p>
              <p>{statusText[photo.status]}</p>
              {photo.error && <p className="text-red-700">{photo.error}</p>}
            </div>
          </div>
          <AltTextForm photo={photo} number={index + 1} />
          <div className="mt-3 flex flex-wrap gap-2">
            {[
              { label: 'Make cover', to: 0, hidden: index === 0 },
              { label: 'Move up', to: index - 1, hidden: index === 0 },
              { label: 'Move down', to: index + 1, hidden: index === photos.length - 1 },
            ]
              .filter((move) => !move.hidden)
              .map((move) => (
                <AdminForm key={move.label}>
                  <input type="hidden" name="intent" value="photo-move" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <input type="hidden" name="to" value={move.to} />
                  <button
                    type="submit"
                    className={small}
                    aria-label={`${move.label}: photo ${index + 1}`}
                  >
                    {move.label}
                  </button>
                </AdminForm>
              ))}
            <AdminForm>
              <input type="hidden" name="intent" value="photo-delete" />
              <input type="hidden" name="photoId" value={photo.id} />
              <button type="submit" className={small} aria-label={`Delete photo ${index + 1}`}>
                Delete photo
              </button>
            </AdminForm>
          </div>
        </li>
      ))}
    </ol>
  )
}

/**
 * The photo's description for people who cannot see it (screen readers,
 * search engines): blank keeps the suggestion made from the cart's name.
 */
function AltTextForm({ photo, number }: { photo: CartPhoto; number: number }) {
  const hint = `alt-hint-${photo.id}`
  return (
    <AdminForm className="mt-3">
      <input type="hidden" name="intent" value="photo-alt" />
      <input type="hidden" name="photoId" value={photo.id} />
      <label htmlFor={`alt-${photo.id}`} className="block text-sm font-semibold">
        Describe photo {number}
      </label>
      <p id={hint} className="text-xs text-gray-700">
        Read aloud to people who cannot see it and used by search engines, e.g. “Blue 4-seater from
        the front”. Left blank, it says: “{photo.suggestedAlt}”.
      </p>
      <div className="mt-1 flex items-end gap-2">
        <input
          id={`alt-${photo.id}`}
          name="alt"
          defaultValue={photo.customAlt}
          placeholder={photo.suggestedAlt}
          aria-describedby={hint}
          className="w-full grow rounded border border-gray-400 px-2 py-1.5"
        />
        <button type="submit" className={small}>
          Save description
        </button>
      </div>
    </AdminForm>
  )
}
