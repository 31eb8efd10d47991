import { useSearchParams } from 'react-router'

/** Carries the page a visitor asked for through each sign-in step (the dashboard by default). */
export function RedirectToField() {
  const [params] = useSearchParams()
  return <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/admin'} />
}
