import { useEffect } from 'react'
import { data, useRevalidator } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { movePhoto, removePhoto, saveAltText } from '#app/sales/.server/inventory/photo-changes.ts'
import { type PublishWarning, publishWarning } from '#app/sales/.server/inventory/publish-check.ts'
import {
  changeVehicleStatus,
  copyVehicle,
  featureVehicle,
  saveVehicle,
} from '#app/sales/.server/inventory/vehicle-changes.ts'
import { vehiclePage } from '#app/sales/.server/inventory/vehicle-page.ts'
import { CartSidebar } from '#app/sales/components/admin/cart-sidebar.tsx'
import { ConflictWarning } from '#app/sales/components/admin/conflict-warning.tsx'
import { PhotoList } from '#app/sales/components/admin/photo-list.tsx'
import { PhotoUploadForm } from '#app/sales/components/admin/photo-upload-form.tsx'
import { PublishWarningBox } from '#app/sales/components/admin/publish-warning.tsx'
import {
  vehicleFieldLabels,
  VehicleFormFields,
} from '#app/sales/components/admin/vehicle-form-fields.tsx'
import { type ConflictField, conflictForm } from '#app/sales/vehicle-conflict.ts'
import { validateVehicleForm, type VehicleFormField } from '#app/sales/vehicle-form.ts'
import {
  postedFormValues,
  type VehicleFormValues,
  vehicleFormValues,
} from '#app/sales/vehicle-form-values.ts'
import { vehicleStatusLabels, vehicleStatusOf } from '#app/sales/vehicle-status.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.cart.name ?? 'Cart')

const notices: Record<string, string> = {
  created: 'Cart created as a draft. Add its photos, then publish it.',
  saved: 'Changes saved.',
  status: 'Status changed.',
  duplicated: 'This is the copy, saved as a draft.',
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = await vehiclePage(context.db, params.id)
  if (!page) throw data('There is no such cart.', { status: 404 })
  const query = new URL(request.url).searchParams
  const added = Number(query.get('photos'))
  return {
    ...page,
    notice:
      notices[query.get('saved') ?? ''] ??
      (added > 0 ? `${countOf(added, 'photo')} uploaded: processing.` : undefined),
    photoError: query.get('photoError') ?? undefined,
  }
}

type Result = {
  values?: VehicleFormValues
  fields?: Partial<Record<VehicleFormField, string>>
  differences?: ConflictField[]
  error?: string
  message?: string
  publishWarning?: PublishWarning
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const actor = actorOf(user, request, context)
  const form = await request.formData()
  const id = params.id
  const here = (saved: string) => adminRedirect(`/admin/inventory/${id}?saved=${saved}`)
  const photoId = formText(form, 'photoId')
  switch (formText(form, 'intent')) {
    case 'save': {
      const values = postedFormValues(form)
      const checked = validateVehicleForm(values)
      if (!checked.ok) return data<Result>({ values, fields: checked.fields }, { status: 400 })
      const result = await saveVehicle(context.db, id, checked.data, actor)
      if (result.ok) return here('saved')
      if (result.reason === 'not-found') throw data('There is no such cart.', { status: 404 })
      // never overwrite a newer save: show both, and let the next save be deliberate
      const conflict = conflictForm(values, vehicleFormValues(result.current))
      return data<Result>(conflict, { status: 409 })
    }
    case 'status': {
      const to = vehicleStatusOf(formText(form, 'status'))
      const expected = vehicleStatusOf(formText(form, 'expected'))
      if (!to || !expected) return data<Result>({ error: 'Unknown status.' }, { status: 400 })
      const confirmed = formText(form, 'withoutPhotos') === '1'
      const warning = await publishWarning(context.db, id, { to, expected, confirmed })
      // a question, not a refusal: answered 200 so the page shows it like any message
      if (warning) return data<Result>({ publishWarning: warning })
      const result = await changeVehicleStatus(context.db, id, { to, expected }, actor)
      if (result.ok) return here('status')
      if (result.reason === 'not-found') throw data('There is no such cart.', { status: 404 })
      // the page reloads with the status as it is now: the choice is made again, knowingly
      const now = vehicleStatusLabels[result.current.status]
      return data<Result>(
        {
          error: `Someone else changed the status to ${now} meanwhile; the page now shows it. Choose again if it should change.`,
        },
        { status: 409 },
      )
    }
    case 'feature': {
      const featured = formText(form, 'featured') === '1'
      const done = await featureVehicle(context.db, id, featured, actor)
      if (!done) throw data('There is no such cart.', { status: 404 })
      return data<Result>({
        message: featured
          ? 'Featured: on the home page and first in the inventory.'
          : 'No longer featured.',
      })
    }
    case 'duplicate': {
      const copy = await copyVehicle(context.db, id, actor)
      if (!copy) throw data('There is no such cart.', { status: 404 })
      return adminRedirect(`/admin/inventory/${copy.id}?saved=duplicated`)
    }
    case 'photo-move': {
      const to = Number(formText(form, 'to'))
      const moved = await movePhoto(context.db, id, photoId, to, actor)
      return data<Result>(
        moved
          ? { message: to === 0 ? 'That photo is now the cover.' : 'Photo moved.' }
          : { error: 'That photo cannot move there.' },
      )
    }
    case 'photo-alt': {
      const saved = await saveAltText(
        context.db,
        id,
        photoId,
        formText(form, 'alt').slice(0, 300),
        actor,
      )
      return data<Result>(saved ? { message: 'Alt text saved.' } : { error: 'No such photo.' })
    }
    case 'photo-delete': {
      if (!context.photoPipeline) throw new Error('the photo pipeline is not running')
      const removed = await removePhoto(context.db, context.photoPipeline, id, photoId, actor)
      return data<Result>(removed ? { message: 'Photo deleted.' } : { error: 'No such photo.' })
    }
    default:
      return data<Result>({ error: 'Unknown action.' }, { status: 400 })
  }
}

export default function EditCart({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData
  const { cart, photos } = loaderData
  const values = result?.values ?? loaderData.values
  const revalidator = useRevalidator()
  const processing = photos.some((photo) => photo.status === 'processing')
  // photos are processed after the upload answers: look again until they are done
  useEffect(() => {
    if (!processing) return
    const timer = setInterval(() => void revalidator.revalidate(), 2000)
    return () => clearInterval(timer)
  }, [processing, revalidator])

  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">{cart.name}</h1>
      <div className="mt-4">
        <FormMessage message={result?.message ?? loaderData.notice} tone="ok" />
        <FormMessage message={result?.error} />
        {result?.differences && <ConflictWarning differences={result.differences} />}
        {result?.publishWarning && <PublishWarningBox warning={result.publishWarning} />}
      </div>
      {/* the status comes first, in reading order too: on a phone, marking a cart sold
          is at the top of the page, not under the whole form; wide screens show it beside */}
      <div className="mt-4 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <CartSidebar page={loaderData} />
        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          {/* photos first: a cart goes on sale with them, and they are what buyers look at;
              a file input is as wide as its button and file name, on a phone wider than
              the page, so it may take no more than its box */}
          <section
            id="photos"
            aria-labelledby="photos-heading"
            className="[&_input[type=file]]:max-w-full"
          >
            <h2 id="photos-heading" className="text-xl font-semibold text-gray-900">
              Photos
            </h2>
            <p className="mt-1 mb-4 text-gray-700">
              The first photo is the cover. Drag a photo onto another to change the order.
            </p>
            <FormMessage message={loaderData.photoError} />
            <PhotoList photos={photos} />
            <PhotoUploadForm vehicleId={cart.id} />
          </section>
          <AdminSection title="Details">
            <ErrorSummary errors={result?.fields} labels={vehicleFieldLabels} />
            <AdminForm
              className="mt-4 space-y-6"
              key={`${values.version}-${result?.values ? 'posted' : 'saved'}`}
            >
              <input type="hidden" name="intent" value="save" />
              <VehicleFormFields values={values} errors={result?.fields ?? {}} />
              <Button type="submit">Save changes</Button>
            </AdminForm>
          </AdminSection>
        </div>
      </div>

      <LinkParagraph to="/admin/inventory" className="mt-12">
        Back to the inventory
      </LinkParagraph>
    </>
  )
}
