import { data } from 'react-router'

/** A change's outcome as the business modules report it. */
export type ChangeResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  /** the form's problem, for the person who sent it */
  | { ok: false; reason: 'invalid' | 'conflict'; message: string }

/** What a page of several forms shows of an action: which form, and its message or problem. */
export type FormAnswer = { form?: string; error?: string; message?: string }

/** The not-found page of a record, thrown by an action or a loader. */
export const notFound = (message: string) => data(message, { status: 404 })

/**
 * A change's outcome as the page shows it: `done` on success, the form's
 * problem as a 400, a conflict with someone else's change as a 409. An
 * unknown record is the not-found page, thrown.
 */
export function answerChange(
  form: string,
  result: ChangeResult,
  { done, missing }: { done: string; missing: string },
) {
  if (result.ok) return data<FormAnswer>({ form, message: done })
  if (result.reason === 'not-found') throw notFound(missing)
  return data<FormAnswer>(
    { form, error: result.message },
    { status: result.reason === 'conflict' ? 409 : 400 },
  )
}

/** An intent no form of the page sends. */
export const unknownAction = () =>
  data<FormAnswer>({ form: 'other', error: 'Unknown action.' }, { status: 400 })
