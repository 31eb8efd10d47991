import { salesTaxCents } from '#app/payments/sales-tax.ts'

/*
 * A service estimate's arithmetic (record 071), the same in the staff's
 * editor, the customer's page, the approval's record and the invoice:
 * labour in tenths of an hour at the labour rate, parts as quantity × unit
 * price, warranty work at no charge with its claim number, the job's visit
 * fee, and sales tax. Every amount is integer cents.
 *
 * Rounding: a labour line is tenths × hourly rate ÷ 10, rounded half up to
 * the cent (at a whole-cent rate it is exact unless the rate's cents are
 * odd); parts are exact. Tax is taken once, on the sum of the taxable lines,
 * by salesTaxCents (half up to the cent), not line by line.
 *
 * What is taxed (Pennsylvania): parts sold, and the labour of repairing or
 * maintaining a golf cart, which is tangible personal property (72 P.S.
 * § 7201(k)(4): repair services to tangible personal property are a taxable
 * sale), and the pickup or mobile visit fee charged with that service.
 * Warranty lines are charged nothing here (the maker pays the claim) and
 * add no tax.
 */

export const estimateLineKinds = ['labour', 'part', 'warranty'] as const
export type EstimateLineKind = (typeof estimateLineKinds)[number]

export const estimateStatuses = ['draft', 'sent', 'approved', 'declined', 'superseded'] as const
export type EstimateStatus = (typeof estimateStatuses)[number]

export const estimateDecisions = ['approved', 'declined'] as const
export type EstimateDecision = (typeof estimateDecisions)[number]

export const lineKindLabels: Record<EstimateLineKind, string> = {
  labour: 'Labour',
  part: 'Part',
  warranty: 'Warranty',
}

/** The shop's labour rate unless owners set another: $155 an hour (the services page). */
export const defaultLabourRateCents = 15_500
export const maxLabourRateCents = 100_000

/** One line as staff enter it. */
export type EstimateLine =
  | { kind: 'labour'; description: string; tenths: number }
  | { kind: 'part'; description: string; quantity: number; unitCents: number }
  /** work the maker pays for: its hours (tenths) or parts (quantity) kept for the record */
  | {
      kind: 'warranty'
      description: string
      claimNumber: string
      tenths?: number | null
      quantity?: number | null
    }

export type PricedLine = EstimateLine & { amountCents: number; taxable: boolean }

export type EstimateTotals = {
  lines: PricedLine[]
  labourCents: number
  partsCents: number
  feeCents: number
  /** what is charged before tax: labour, parts and the visit fee */
  subtotalCents: number
  taxableCents: number
  taxCents: number
  totalCents: number
}

/** Tenths of an hour at an hourly rate in cents, rounded half up to the cent. */
export function labourCents(tenths: number, rateCents: number): number {
  if (!Number.isInteger(tenths) || tenths < 0) throw new RangeError(`Not tenths: ${tenths}`)
  if (!Number.isInteger(rateCents) || rateCents < 0)
    throw new RangeError(`Not a rate: ${rateCents}`)
  return Math.floor((tenths * rateCents + 5) / 10)
}

/** What one line charges. */
export function lineCents(line: EstimateLine, rateCents: number): number {
  if (line.kind === 'labour') return labourCents(line.tenths, rateCents)
  if (line.kind === 'part') return line.quantity * line.unitCents
  return 0
}

/** An estimate's lines priced, its totals and its tax. */
export function estimateTotals(input: {
  lines: readonly EstimateLine[]
  labourRateCents: number
  feeCents: number
  taxBasisPoints: number
}): EstimateTotals {
  const lines = input.lines.map((line) => ({
    ...line,
    amountCents: lineCents(line, input.labourRateCents),
    taxable: line.kind !== 'warranty',
  }))
  const sum = (kind: EstimateLineKind) =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amountCents, 0)
  const labour = sum('labour')
  const parts = sum('part')
  const subtotalCents = labour + parts + input.feeCents
  const taxableCents = subtotalCents
  const taxCents = salesTaxCents(taxableCents, input.taxBasisPoints)
  return {
    lines,
    labourCents: labour,
    partsCents: parts,
    feeCents: input.feeCents,
    subtotalCents,
    taxableCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
  }
}

/** 15 tenths as "1.5 h". */
export const hoursText = (tenths: number) => `${(tenths / 10).toFixed(1)} h`

/**
 * The exact content a customer decides on, in a fixed order: the rates, the
 * fee and every line. Its hash is stored with the sent version and with the
 * decision, so either shows what was approved.
 */
export function canonicalEstimate(input: {
  lines: readonly EstimateLine[]
  labourRateCents: number
  feeCents: number
  taxBasisPoints: number
}): string {
  return JSON.stringify([
    input.labourRateCents,
    input.taxBasisPoints,
    input.feeCents,
    input.lines.map((line) => [
      line.kind,
      line.description,
      'tenths' in line ? (line.tenths ?? null) : null,
      'quantity' in line ? (line.quantity ?? null) : null,
      'unitCents' in line ? line.unitCents : null,
      'claimNumber' in line ? line.claimNumber : null,
    ]),
  ])
}
