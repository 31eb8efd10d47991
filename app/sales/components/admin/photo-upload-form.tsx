import { type DragEvent, useState } from 'react'
import { useRevalidator, useRouteLoaderData } from 'react-router'

import { adminLayoutId } from '#app/kernel/components/admin/admin-form.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'

type Upload = { name: string; percent: number; error?: string; done?: boolean }

const accept = 'image/jpeg,image/png,image/webp,image/avif'

/**
 * Sends one file and reports progress. XMLHttpRequest, because fetch
 * reports no upload progress; one request a file keeps each well inside
 * the server's 30 s request limit on a slow connection.
 */
function send(action: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<string | undefined>((resolve) => {
    const body = new FormData()
    body.append('photos', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', action)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status < 300) return resolve(undefined)
      try {
        resolve((JSON.parse(xhr.responseText) as { error?: string }).error ?? 'Upload refused.')
      } catch {
        resolve(`Upload refused (${xhr.status}).`)
      }
    }
    xhr.onerror = () => resolve('The connection failed. Try again.')
    xhr.send(body)
  })
}

/**
 * The photo upload: a plain multipart form that works without JavaScript;
 * with it, a drop zone and a file picker that send each file on its own and
 * show its progress and the server's answer.
 */
export function PhotoUploadForm({ vehicleId }: { vehicleId: string }) {
  const action = `/admin/inventory/${vehicleId}/photos`
  const layout = useRouteLoaderData<{ csrfToken: string }>(adminLayoutId)
  const revalidator = useRevalidator()
  const [uploads, setUploads] = useState<Upload[]>([])
  const [over, setOver] = useState(false)

  async function uploadAll(files: File[]) {
    const start = uploads.length
    setUploads((list) => [...list, ...files.map((file) => ({ name: file.name, percent: 0 }))])
    const update = (index: number, change: Partial<Upload>) =>
      setUploads((list) =>
        list.map((item, i) => (i === start + index ? { ...item, ...change } : item)),
      )
    for (const [index, file] of files.entries()) {
      const error = await send(action, file, (percent) => update(index, { percent }))
      update(index, { done: true, percent: 100, error })
    }
    await revalidator.revalidate()
    // the photo list now shows the uploaded ones with their own state; only refusals stay here
    setUploads((list) => list.filter((item) => !item.done || item.error))
  }

  /** Files chosen in the picker go at once: none waits there while the cart is published. */
  function sendChosen(input: HTMLInputElement) {
    const files = [...(input.files ?? [])]
    if (files.length === 0) return
    input.value = ''
    void uploadAll(files)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void uploadAll([...event.dataTransfer.files])
  }

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="mt-6 rounded-lg border border-gray-300 bg-white p-4"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('photos') as HTMLInputElement | null
        if (!input?.files?.length) return // let the browser post it and the server explain
        event.preventDefault()
        sendChosen(input)
      }}
    >
      <input type="hidden" name="csrf" value={layout?.csrfToken ?? ''} />
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-6 ${over ? 'border-brand-700 bg-brand-50' : 'border-gray-400'}`}
        data-testid="photo-drop-zone"
      >
        <label htmlFor="photo-files" className="block font-semibold">
          Add photos
        </label>
        <p id="photos-hint" className="mt-1 text-sm text-gray-700">
          JPEG, PNG, WebP or AVIF, up to 20 MB each. Choose files, or drop them here: they upload at
          once.
        </p>
        <input
          id="photo-files"
          type="file"
          name="photos"
          multiple
          accept={accept}
          aria-describedby="photos-hint"
          className="mt-3 block"
          onChange={(event) => sendChosen(event.currentTarget)}
        />
      </div>
      <Button type="submit" className="mt-4">
        Upload the photos
      </Button>
      {uploads.length > 0 && (
        <ul className="mt-4 space-y-1 text-sm" aria-live="polite">
          {uploads.map((upload, index) => (
            <li key={`${upload.name}-${index}`}>
              {upload.name}:{' '}
              {upload.error ? (
                <span className="text-red-700">{upload.error}</span>
              ) : upload.done ? (
                'uploaded'
              ) : (
                <progress
                  max={100}
                  value={upload.percent}
                  aria-label={`Uploading ${upload.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
