/** Where a lead stands in the sales process, in order. */
export const leadStages = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStage = (typeof leadStages)[number]

export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}

/**
 * Why a move is refused, or null when it is allowed. Moving back is allowed
 * (a quote withdrawn, a sale fallen through); a lead is won or lost only once
 * someone has talked to the visitor, so never straight from new.
 */
export function stageMoveProblem(from: string, to: LeadStage): string | null {
  if (from === to) return `The lead is already ${leadStageLabels[to].toLowerCase()}.`
  if ((to === 'won' || to === 'lost') && from === 'new') {
    return `Mark it contacted or quoted first: a lead is ${to} only after someone has talked to the visitor.`
  }
  return null
}
