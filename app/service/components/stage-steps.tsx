import { type ServiceStage, stageLabels } from '../service-stages.ts'

/** The stages a job normally passes, in order, as the customer's page lists them. */
const path: ServiceStage[] = [
  'booked',
  'checked_in',
  'diagnosing',
  'awaiting_approval',
  'in_repair',
  'ready',
  'collected',
]

export const stageTexts: Record<ServiceStage, string> = {
  booked: 'We have your booking. We check the cart in when it reaches us.',
  checked_in: 'Your cart is checked in at the shop.',
  diagnosing: 'Our technician is finding out what the cart needs.',
  awaiting_approval: 'Your estimate is ready: nothing is done until you approve it.',
  in_repair: 'We are working on your cart.',
  ready: 'Your cart is ready.',
  collected: 'Your cart is back with you. Thank you.',
  cancelled: 'This booking is cancelled.',
}

/** Where the job stands among its stages: done, the current one (aria-current), to come. */
export function StageSteps({ stage }: { stage: ServiceStage }) {
  const at = path.indexOf(stage)
  return (
    <ol className="mt-4 grid gap-2">
      {path.map((step, i) => {
        const current = i === at
        const done = at >= 0 && i < at
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-lg px-3 py-2 ${current ? 'bg-brand-800 font-semibold text-white' : done ? 'text-gray-900' : 'text-gray-700'}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs ${current ? 'border-white' : done ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-500'}`}
            >
              {done ? '✓' : i + 1}
            </span>
            <span>
              {stageLabels[step]}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
