import { ContactForm, type ContactFormProps } from '#app/components/contact/contact-form.tsx'
import { Toaster } from '#app/components/ui/toaster.tsx'

/**
 * The contact page's island: the form, and the notifications it raises (the
 * layout's own region is not hydrated on a page sent without React Router).
 */
export default function ContactFormIsland(props: ContactFormProps) {
  return (
    <>
      <ContactForm {...props} />
      <Toaster />
    </>
  )
}
