import { customerPhone } from '#app/kernel/phone.ts'

/** A customer's number as a link that dials it, written as the dealer writes its own. */
export function CustomerPhoneLink({ phone }: { phone: string }) {
  const { display, tel } = customerPhone(phone)
  return (
    <a href={`tel:${tel}`} className="text-brand-800 underline">
      {display}
    </a>
  )
}
