// `npm run staff -- <command>`: staff accounts from the command line. The
// first owner is created here (there is no default password): the command
// prints a one-time link and e-mails it when mail is configured. Reads
// DATABASE_URL (and SITE_URL, SMTP_URL) the way the server does.
import { parseArgs } from 'node:util'

import { InvitationError, inviteStaff } from '#app/.server/auth/invitations.ts'
import { resetLinkFor } from '#app/.server/auth/password-reset.ts'
import { listStaff } from '#app/.server/auth/staff-admin.ts'
import { openDatabase } from '#app/.server/db/connection.ts'
import { migrateToLatest } from '#app/.server/db/migrations.ts'
import { parseSettings, type Settings, SettingsError } from '#app/.server/env.ts'

const usage = `Usage: npm run staff -- <command>
  invite EMAIL [--role owner|staff]   create an account (or renew its invitation) and print its one-time link
  reset EMAIL                         print a password reset link (valid 30 minutes) to pass on yourself
  list                                every account with its role and state`

class UsageError extends Error {}

export async function run(settings: Settings, args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string', default: 'staff' }, help: { type: 'boolean' } },
  })
  const [command, email] = positionals
  if (!command || values.help) {
    console.log(usage)
    return
  }
  if (!['invite', 'reset', 'list'].includes(command)) {
    throw new UsageError(`Unknown command ${command}`)
  }
  const role = values.role
  if (role !== 'owner' && role !== 'staff') throw new UsageError('--role must be owner or staff')
  if (command !== 'list' && !email) throw new UsageError(`${command} needs an e-mail address`)

  const db = openDatabase(settings.DATABASE_URL)
  try {
    await migrateToLatest(db)
    if (command === 'list') {
      const staff = await listStaff(db)
      if (staff.length === 0) return console.log('No accounts yet.')
      for (const s of staff) {
        const state = s.invited ? 'invited' : s.active ? 'active' : 'disabled'
        console.log(
          `${s.email.padEnd(40)} ${s.role.padEnd(6)} ${state}${s.twoFactor ? ', 2FA' : ''}`,
        )
      }
      return
    }
    if (command === 'reset') {
      const link = await resetLinkFor(db, { email: email as string, siteUrl: settings.SITE_URL })
      if (!link) throw new UsageError(`No active account has the e-mail ${email}`)
      console.log(`Password reset link for ${email}, valid 30 minutes, once:`)
      console.log(link)
      return
    }
    const result = await inviteStaff(db, {
      email: email as string,
      role: role,
      invitedBy: null,
      siteUrl: settings.SITE_URL,
      sendEmail: Boolean(settings.SMTP_URL),
    })
    console.log(
      `Invitation for ${email} as ${role}, valid until ${result.expiresAt.toISOString()}:`,
    )
    console.log(result.link)
    console.log(
      result.emailed
        ? 'It is also e-mailed (sent by the running server).'
        : 'Mail is not configured (SMTP_URL): pass the link on yourself.',
    )
  } finally {
    await db.destroy()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await run(parseSettings(process.env), process.argv.slice(2))
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
