import { useState } from 'react'

import {
  type ContactFieldErrors,
  type ContactFieldName,
  validateContact,
} from '#app/lib/contact-schema.ts'

/** The visitor's words as the form holds them (the uncontrolled fields are the source). */
function formValues(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form))
}

/**
 * Checks the contact fields in the browser with the server's schema: a field
 * is checked when it loses focus, then again on every change; all of them on
 * submit, which is stopped when one is wrong and focuses the first to fix.
 */
export function useFieldChecks() {
  const [errors, setErrors] = useState<ContactFieldErrors>({})
  const [touched, setTouched] = useState<Partial<Record<ContactFieldName, true>>>({})
  const [submitted, setSubmitted] = useState(false)

  const check = (form: HTMLFormElement | null, name: ContactFieldName) => {
    if (!form) return
    const result = validateContact(formValues(form))
    const message = result.ok ? undefined : result.fields[name]
    setErrors((current) => ({ ...current, [name]: message }))
  }

  const fieldProps = (name: ContactFieldName) => ({
    name,
    onBlur: (event: { currentTarget: { form: HTMLFormElement | null } }) => {
      setTouched((current) => ({ ...current, [name]: true }))
      check(event.currentTarget.form, name)
    },
    onChange: (event: { currentTarget: { form: HTMLFormElement | null } }) => {
      if (touched[name] || submitted) check(event.currentTarget.form, name)
    },
  })

  /** True when every field is right; otherwise shows the messages and focuses the first. */
  const checkAll = (form: HTMLFormElement) => {
    setSubmitted(true)
    const result = validateContact(formValues(form))
    if (result.ok) {
      setErrors({})
      return true
    }
    setErrors(result.fields)
    const first = Object.keys(result.fields)[0]
    const control = first ? form.querySelector<HTMLElement>(`[name="${first}"]`) : null
    control?.focus()
    return false
  }

  return { errors, setErrors, touched, submitted, fieldProps, checkAll }
}
