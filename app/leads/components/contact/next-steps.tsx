import { CheckCircle2, MessageSquareText, Search } from 'lucide-react'

const steps = (promise: string) => [
  {
    icon: Search,
    title: 'We review your message',
    text: 'Your message goes straight to the right person on our team: sales, service, parts or rentals.',
  },
  {
    icon: MessageSquareText,
    title: 'A personal response',
    text: `Someone who knows the answer calls or e-mails you back. ${promise}`,
  },
  {
    icon: CheckCircle2,
    title: 'Solution and service',
    text: 'We set up your test drive, quote, rental or repair, and stay with you until it is done.',
  },
]

/** The thank-you page's three steps after a message arrives. */
export function NextSteps({ promise }: { promise: string }) {
  return (
    <section aria-labelledby="next-steps" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h2 id="next-steps" className="text-center text-3xl font-bold text-brand-900">
        What Happens Next
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps(promise).map((step, index) => (
          <li
            key={step.title}
            className="rounded-xl border border-gray-200 bg-white p-6 text-center shadow-sm"
          >
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-800 text-white">
              <step.icon aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Step {index + 1}
            </p>
            <h3 className="mt-1 text-lg font-bold text-gray-900">{step.title}</h3>
            <p className="mt-2 text-gray-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
