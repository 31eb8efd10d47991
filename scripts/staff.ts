// `npm run staff -- <command>`: staff accounts from the command line. The
// first owner is created here (there is no default password): the command
// prints a one-time link and e-mails it when mail is configured. Reads
// DATABASE_URL (and SITE_URL, SMTP_URL, PORT) the way the server does. The
// links point at SITE_URL when it is set, else at this machine
// (http://localhost:PORT), where a fresh install is tried first.
import { parseArgs } from 'node:util'

import { openDatabase } from '#app/kernel/.server/db/connection.ts'
import { migrateToLatest } from '#app/kernel/.server/db/migrations.ts'
import { parseSettings, SettingsError } from '#app/kernel/.server/env.ts'
import { linkOrigin, setSiteUrlAdvice } from '#app/kernel/.server/local-address.ts'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { InvitationError, inviteStaff } from '#app/staff/.server/invitations.ts'
import { resetLinkFor } from '#app/staff/.server/password-reset.ts'
import { listStaff } from '#app/staff/.server/staff-admin.ts'

const usage = `Usage: npm run staff -- <command>
  invite EMAIL [--role owner|staff]   create an account (or renew its invitation) and print its one-time link
  reset EMAIL                         print a password reset link (valid 30 minutes) to pass on yourself
  list                                every account with its role and state`

class UsageError extends Error {}

/**
 * Runs one command with the settings of `env` (the process's environment
 * when run from npm), writing what it has to say line by line to `print`.
 */
export async function run(
  env: Record<string, string | undefined>,
  args: string[],
  print: (line: string) => void = console.log,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'staff' }, help: { type: 'boolean' } },
  })
  const [command, email] = positionals
  if (!command || values.help) {
    print(usage)
    return
  }
  if (!['invite', 'reset', 'list'].includes(command)) {
    throw new UsageError(`Unknown command ${command}`)
  }
  const role = values.role
  if (role !== 'owner' && role !== 'staff') throw new UsageError('--role must be owner or staff')
  if (command !== 'list' && !email) throw new UsageError(`${command} needs an e-mail address`)

  const settings = parseSettings(env)
  const links = linkOrigin(settings)
  const db = openDatabase(settings.DATABASE_URL)
  try {
    await migrateToLatest(db)
    if (command === 'list') {
      const staff = await listStaff(db)
      if (staff.length === 0) return print('No accounts yet.')
      for (const s of staff) {
        const state = s.invited ? 'invited' : s.active ? 'active' : 'disabled'
        print(`${s.email.padEnd(40)} ${s.role.padEnd(6)} ${state}${s.twoFactor ? ', 2FA' : ''}`)
      }
      return
    }
    if (command === 'reset') {
      const link = await resetLinkFor(db, { email: email as string, siteUrl: links.origin })
      if (!link) throw new UsageError(`No active account has the e-mail ${email}`)
      print(`Password reset link for ${email}, valid 30 minutes, once:`)
      print(link)
      if (links.local) print(setSiteUrlAdvice)
      return
    }
    const result = await inviteStaff(db, {
      email: email as string,
      role: role,
      invitedBy: null,
      siteUrl: links.origin,
      // a link to this machine would be no use in someone else's mailbox
      sendEmail: Boolean(settings.SMTP_URL) && !links.local,
    })
    print(`Invitation for ${email} as ${role}, valid until ${dealerTime(result.expiresAt)}:`)
    print(result.link)
    if (links.local) print(setSiteUrlAdvice)
    print(
      result.emailed
        ? 'It is also e-mailed (sent by the running server).'
        : settings.SMTP_URL
          ? 'Not e-mailed, as the link works on this machine only: open it here.'
          : 'Mail is not configured (SMTP_URL): pass the link on yourself.',
    )
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await run(process.env, process.argv.slice(2))
  } catch (error) {
    if (error instanceof UsageError || error instanceof InvitationError) {
      process.stderr.write(`${error.message}\n${error instanceof UsageError ? usage : ''}\n`)
      process.exitCode = 2
    } else if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`)
      process.exitCode = 2
    } else {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
      process.exitCode = 1
    }
  }
}
