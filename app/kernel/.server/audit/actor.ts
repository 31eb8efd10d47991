import type { AppLoadContext } from 'react-router'

import type { StaffUserRow } from '../db/schema'
import { clientAddress } from './client-address'

/**
 * Who acted: the signed-in staff member and the address the request came
 * from, as audit rows, lead histories and price changes record them. Where
 * the leads command may act instead, the type says `Actor | null`.
 */
export type Actor = { id: string; email: string; ip: string | null }

/** The actor of a back-office request. */
export function actorOf(
  user: Pick<StaffUserRow, 'id' | 'email'>,
  request: Request,
  context: AppLoadContext,
): Actor {
  return { id: user.id, email: user.email, ip: clientAddress(request, context) ?? null }
}
