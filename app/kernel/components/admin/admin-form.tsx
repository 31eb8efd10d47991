import type { ComponentProps } from 'react'
import { Form, useRouteLoaderData } from 'react-router'

export const adminLayoutId = 'admin-layout'

/**
 * A form of the signed-in back office: posts to its route's action and
 * carries the session's anti-forgery token, for browsers that send no Origin.
 */
export function AdminForm({ children, ...props }: ComponentProps<typeof Form>) {
  const layout = useRouteLoaderData<{ csrfToken: string }>(adminLayoutId)
  return (
    <Form method="post" {...props}>
      <input type="hidden" name="csrf" value={layout?.csrfToken ?? ''} />
      {children}
    </Form>
  )
}
