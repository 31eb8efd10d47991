import { Outlet } from 'react-router'

import { adminLayoutHeaders } from '#app/kernel/admin-page.ts'

/** The pages before sign-in (sign-in, code, reset, invitation): private, not indexed. */
export const headers = adminLayoutHeaders

export default function AuthLayout() {
  return (
    <div className="min-h-screen bg-gray-50">
      <Outlet />
    </div>
  )
}
