import type { MailSetupNotice } from '#app/kernel/.server/mail/mail-setup.ts'

const box = 'mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-gray-900 sm:mt-6'

/**
 * Says, where leads are worked, that mail is not configured: otherwise a
 * lead only shows "queued, 0 attempts" and nobody learns that no e-mail went
 * out. Owners get what to set; staff members that they must watch the inbox.
 */
export function MailSetupWarning({ notice }: { notice: MailSetupNotice | undefined }) {
  if (!notice) return null
  if (notice.audience === 'staff') {
    return (
      <aside aria-labelledby="mail-setup-heading" className={box}>
        <h2 id="mail-setup-heading" className="font-semibold">
          E-mail is not set up
        </h2>
        <p className="mt-1 text-sm">
          New leads are not e-mailed to anyone: watch this inbox. An owner can set up e-mail.
        </p>
      </aside>
    )
  }
  // what it means and what to set fold away: on a phone the leads come first
  return (
    <aside aria-labelledby="mail-setup-heading" className={box}>
      <h2 id="mail-setup-heading" className="font-semibold">
        E-mail is not set up: leads are stored here, but no e-mail goes out
      </h2>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-900 underline">
          What this means and what to set
        </summary>
        <p className="mt-2">
          Nobody is e-mailed about new leads, overdue reminders or the Monday digest, visitors get
          no receipt, and password-reset links are not sent. The e-mails wait in the queue (a lead
          shows them as &ldquo;queued&rdquo;) and go out once e-mail is set up.
        </p>
        <p className="mt-3">
          To send them, set <code className="font-semibold">SMTP_URL</code> in the server&rsquo;s
          environment to your mail server, for example{' '}
          <code className="break-all">smtps://user:password@mail.example.com:465</code>, and restart
          the server. These settings say where the e-mails go (now):
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {notice.settings.map((setting) => (
            <div key={setting.name} className="contents">
              <dt>
                <code className="font-semibold">{setting.name}</code>
              </dt>
              <dd className="mb-1 break-all sm:mb-0">
                {setting.what}: {setting.value}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  )
}
