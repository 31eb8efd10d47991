import type { LeadStage } from './lead-stage.ts'

/** One line of the leads inbox, as the server sends it. */
export type LeadRow = {
  id: string
  receivedAt: string
  received: string
  name: string
  email: string
  phone: string
  interest: string
  excerpt: string
  stage: LeadStage
  spam: boolean
  assignee: string | null
  due: string | null
  /** a first response is recorded */
  answered: boolean
  /** business minutes past the due time while unanswered, else null */
  overdueMinutes: number | null
}
