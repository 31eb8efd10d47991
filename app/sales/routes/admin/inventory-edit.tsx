import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

import { notFound } from '#app/kernel/.server/action-result.ts'
import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, formText } from '#app/kernel/admin-page.ts'
import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { AdminSection } from '#app/kernel/components/admin/admin-section.tsx'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { Button } from '#app/kernel/components/ui/button.tsx'
import { LinkParagraph } from '#app/kernel/components/ui/link-paragraph.tsx'
import { countOf } from '#app/kernel/plural.ts'
import { vehiclePage } from '#app/sales/.server/inventory/vehicle-page.ts'
import { CartHoldPanel } from '#app/sales/components/admin/cart-hold-panel.tsx'
import { CartSidebar } from '#app/sales/components/admin/cart-sidebar.tsx'
import { ConflictWarning } from '#app/sales/components/admin/conflict-warning.tsx'
import { PhotoList } from '#app/sales/components/admin/photo-list.tsx'
import { PhotoUploadForm } from '#app/sales/components/admin/photo-upload-form.tsx'
import { PublishWarningBox } from '#app/sales/components/admin/publish-warning.tsx'
import { SoldCartDeliveryPanel } from '#app/sales/components/admin/sold-cart-delivery-panel.tsx'
import {
  vehicleFieldLabels,
  VehicleFormFields,
} from '#app/sales/components/admin/vehicle-form-fields.tsx'
import { type DeliveryFormState, pickupValues } from '#app/sales/hold-delivery.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/inventory-edit'
import {
  changeStatus,
  deliveryBook,
  deliveryWindows,
  duplicate,
  feature,
  holdApply,
  holdExtend,
  holdRefund,
  missingCart,
  photoAlt,
  photoDelete,
  photoMove,
  save,
  unknownIntent,
} from './inventory-edit.server.ts'

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.cart.name ?? 'Cart')

const notices: Record<string, string> = {
  created: 'Cart created as a draft. Add its photos, then publish it.',
  saved: 'Changes saved.',
  status: 'Status changed.',
  duplicated: 'This is the copy, saved as a draft.',
  'hold-extended': 'Hold extended.',
  'hold-applied': 'Deposit applied to the sale: the cart is sold.',
  'hold-refunded': 'Hold ended: the deposit is being refunded in full.',
  'delivery-booked': 'Delivery booked on the trucks’ schedule.',
}

/** The served towns, by name, as the delivery form offers them. */
const townChoices = towns
  .map(({ slug, name }) => ({ slug, name }))
  .sort((a, b) => a.name.localeCompare(b.name))

const emptyDelivery: DeliveryFormState = {
  values: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    ...pickupValues,
    handover: 'delivery',
  },
  fields: {},
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = await vehiclePage(context.db, params.id)
  if (!page) throw notFound(missingCart)
  const query = new URL(request.url).searchParams
  const added = Number(query.get('photos'))
  return {
    ...page,
    notice:
      notices[query.get('saved') ?? ''] ??
      (added > 0 ? `${countOf(added, 'photo')} uploaded: processing.` : undefined),
    photoError: query.get('photoError') ?? undefined,
    towns: page.cart.status === 'sold' ? townChoices : [],
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireUser(request, context)
  const form = await request.formData()
  const cart = { context, id: params.id, actor: actorOf(user, request, context) }
  switch (formText(form, 'intent')) {
    case 'save':
      return save(cart, form)
    case 'status':
      return changeStatus(cart, form)
    case 'feature':
      return feature(cart, form)
    case 'duplicate':
      return duplicate(cart)
    case 'photo-move':
      return photoMove(cart, form)
    case 'photo-alt':
      return photoAlt(cart, form)
    case 'photo-delete':
      return photoDelete(cart, form)
    case 'hold-extend':
      return holdExtend(cart, form)
    case 'hold-apply':
      return holdApply(cart, form)
    case 'hold-refund':
      return holdRefund(cart, form)
    case 'delivery-book':
      // "Show windows for the town" posts the same form: it answers with the windows, books nothing
      return formText(form, 'show') === 'windows'
        ? deliveryWindows(cart, form)
        : deliveryBook(cart, form)
    default:
      return unknownIntent()
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
          <CartHoldPanel holds={loaderData.holds} />
          {cart.status === 'sold' && (
            <SoldCartDeliveryPanel
              booked={loaderData.saleDelivery}
              form={result?.delivery ?? emptyDelivery}
              towns={loaderData.towns}
            />
          )}
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
