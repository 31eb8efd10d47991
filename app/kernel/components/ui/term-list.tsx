import type { ReactNode } from 'react'

import { cn } from '#app/kernel/cn.ts'

/** One term and its detail; `note` adds a second, smaller detail. */
export type TermItem = { key?: string; term: ReactNode; detail: ReactNode; note?: ReactNode }

/**
 * How the site shows a term list: the looks of each row, term and detail in
 * one table, so every list of facts, figures or hours is built the same way.
 */
const looks = {
  /** big white figures on green tiles (about page) */
  statTile: {
    row: 'flex flex-col-reverse justify-center rounded-xl bg-brand-800 p-6 text-center text-white',
    term: 'mt-1 text-sm font-medium text-brand-100',
    detail: 'text-4xl font-extrabold',
  },
  /** green figures on white cards (home page) */
  statCard: {
    row: 'flex flex-col rounded-xl bg-white p-4 text-center shadow-sm',
    term: 'text-sm text-gray-700',
    detail: 'order-first text-3xl font-extrabold text-brand-800',
  },
  /** figure above its label and a note (eco page) */
  fact: {
    row: 'flex flex-col rounded-xl border border-gray-200 p-6 text-center',
    term: 'order-2 mt-2 font-semibold text-gray-900',
    detail: 'order-1 text-4xl font-extrabold text-brand-800',
    note: 'order-3 mt-2 text-sm text-gray-700',
  },
  /** a figure with its icon on a light tile (calculator results, model specs) */
  figure: {
    row: 'rounded-xl bg-brand-50 p-4',
    term: 'flex items-center gap-2 text-sm text-gray-700',
    detail: 'mt-1 text-2xl font-bold text-brand-900 tabular-nums',
  },
  /** a small figure with its icon (brand model cards) */
  spec: {
    row: 'rounded-lg bg-brand-50 p-2.5',
    term: 'flex items-center gap-1.5 text-gray-700',
    detail: 'mt-0.5 font-semibold text-gray-900',
  },
  /** label column and value column, ruled (town at a glance) */
  glance: {
    row: 'grid grid-cols-[9rem_1fr] gap-3 border-b border-gray-200 pb-3 text-sm',
    term: 'font-semibold text-gray-700',
    detail: 'text-gray-900',
  },
  /** label column and value column (vehicle specifications) */
  table: {
    row: 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-2.5',
    term: 'font-medium text-gray-700',
    detail: 'text-gray-900',
  },
  /** days and hours on a white card */
  hours: {
    row: 'flex justify-between gap-4 py-2 text-sm sm:text-base',
    term: 'font-medium text-gray-900',
    detail: 'text-right text-gray-700',
  },
  /** days and hours on a dark band */
  hoursOnDark: {
    row: 'flex flex-wrap justify-between gap-x-4 border-b border-white/20 pb-2',
    term: 'font-medium',
    detail: 'text-brand-50',
  },
} satisfies Record<string, { row: string; term: string; detail: string; note?: string }>

export type TermListLook = keyof typeof looks

export function TermList({
  items,
  look,
  className,
}: {
  items: TermItem[]
  look: TermListLook
  /** the list's own layout (grid, gaps, margins) */
  className?: string
}) {
  const style: { row: string; term: string; detail: string; note?: string } = looks[look]
  return (
    <dl className={className}>
      {items.map((item, index) => (
        <div
          key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
          className={style.row}
        >
          <dt className={style.term}>{item.term}</dt>
          <dd className={style.detail}>{item.detail}</dd>
          {item.note !== undefined && <dd className={cn(style.note)}>{item.note}</dd>}
        </div>
      ))}
    </dl>
  )
}

/** Opening hours as term items: the days and their hours. */
export function hoursItems(rows: { days: string; hours: string }[]): TermItem[] {
  return rows.map((row) => ({ term: row.days, detail: row.hours }))
}
