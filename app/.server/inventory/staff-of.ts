import type { AppLoadContext } from 'react-router'

import { clientAddress } from '../auth/client-address'
import type { StaffUser } from '../auth/require-user'
import type { Staff } from './cart-changes'

/** Who makes a change, and from where, for its audit row. */
export function staffOf(user: StaffUser, request: Request, context: AppLoadContext): Staff {
  return { id: user.id, email: user.email, ip: clientAddress(request, context) ?? null }
}
