import { spamTrapFields } from '#app/leads/contact-schema.ts'

/**
 * Fields people never see or reach: a honeypot that bots fill in, and the
 * time the form was shown (bots post within a second). Off-screen rather
 * than display:none, because some bots skip fields hidden that way.
 */
export function SpamTrapFields({ formStartedAt }: { formStartedAt: number }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-company">Company (leave blank)</label>
        <input
          id="contact-company"
          type="text"
          name={spamTrapFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={spamTrapFields.startedAt} value={formStartedAt} />
    </>
  )
}
