import { Outlet } from 'react-router'
import { adminHeaders } from '#app/lib/admin-page.ts'

/** The pages before sign-in (sign-in, code, reset, invitation): private, not indexed. */
export const headers = () => adminHeaders

export default function AuthLayout() {
  return (
    <div className="min-h-screen bg-gray-50">
      <Outlet />
    </div>
  )
}
