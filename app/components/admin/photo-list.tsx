import { AdminForm } from './admin-form'
import type { CartPhoto } from './photo-types'
import { Thumbnail } from './thumbnail'

const small =
  'rounded border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50'

const statusText = { processing: 'Processing…', ready: 'Ready', failed: 'Failed' } as const

/** The cart's photos in order, each with its alt text, order and delete controls. */
export function PhotoList({ photos }: { photos: CartPhoto[] }) {
  if (photos.length === 0)
    return <p className="text-gray-700">No photos yet: the public pages show the drawing.</p>
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo, index) => (
        <li key={photo.id} className="rounded-lg border border-gray-300 bg-white p-4">
          <div className="flex items-start gap-4">
            {photo.thumbnail ? (
              <Thumbnail image={photo.thumbnail} alt={photo.alt} className="w-32" />
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
          <AdminForm className="mt-3 flex items-end gap-2">
            <input type="hidden" name="intent" value="photo-alt" />
            <input type="hidden" name="photoId" value={photo.id} />
            <div className="grow">
              <label htmlFor={`alt-${photo.id}`} className="block text-sm font-semibold">
                Alt text of photo {index + 1}
              </label>
              <input
                id={`alt-${photo.id}`}
                name="alt"
                defaultValue={photo.customAlt}
                placeholder={photo.alt}
                className="w-full rounded border border-gray-400 px-2 py-1.5"
              />
            </div>
            <button type="submit" className={small}>
              Save alt text
            </button>
          </AdminForm>
          <div className="mt-3 flex flex-wrap gap-2">
            {[
              { intent: 'photo-up', label: 'Move up', disabled: index === 0 },
              { intent: 'photo-down', label: 'Move down', disabled: index === photos.length - 1 },
              { intent: 'photo-delete', label: 'Delete photo', disabled: false },
            ].map((control) => (
              <AdminForm key={control.intent}>
                <input type="hidden" name="intent" value={control.intent} />
                <input type="hidden" name="photoId" value={photo.id} />
                <button
                  type="submit"
                  className={small}
                  disabled={control.disabled}
                  aria-label={`${control.label}: photo ${index + 1}`}
                >
                  {control.label}
                </button>
              </AdminForm>
            ))}
          </div>
        </li>
      ))}
    </ol>
  )
}
