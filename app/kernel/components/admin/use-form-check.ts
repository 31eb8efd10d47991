import { type SyntheticEvent, useState } from 'react'

import { formText } from '#app/kernel/admin-page.ts'

type Problems = Record<string, string>
type Check = (read: (name: string) => string) => { ok: true } | { ok: false; problems: Problems }

/**
 * Runs a form's rules, the very parser its action runs, in the browser
 * before it posts: a refused form shows the server's messages without the
 * round trip. The server's own answer shows until the browser finds a problem.
 */
export function useFormCheck(check: Check, fromServer?: Problems) {
  const [found, setFound] = useState<Problems>()
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget)
    const result = check((name) => formText(form, name))
    if (result.ok) return setFound(undefined)
    event.preventDefault()
    setFound(result.problems)
  }
  return { problems: found ?? fromServer, onSubmit }
}
