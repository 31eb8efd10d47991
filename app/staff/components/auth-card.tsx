import type { ReactNode } from 'react'

import { business } from '#app/kernel/dealer/business.ts'

/** The frame of the pages before sign-in: the dealer's name and one card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-16">
      <p className="text-center text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {business.name} back office
      </p>
      <div className="mt-4 rounded-xl border border-gray-300 bg-white p-8 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">{title}</h1>
        {children}
      </div>
    </main>
  )
}
