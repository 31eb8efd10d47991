import type { AppLoadContext } from 'react-router'

import { clientAddress } from '../auth/client-address'
import type { StaffUser } from '../auth/require-user'

/** The signed-in staff member acting on a lead, and from where, for the audit row. */
export function leadActor(user: StaffUser, request: Request, context: AppLoadContext) {
  return { id: user.id, email: user.email, ip: clientAddress(request, context) ?? null }
}
