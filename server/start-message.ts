import { engineForUrl } from '#app/kernel/.server/db/engine.ts'
import { defaultPort, settingGiven, type Settings } from '#app/kernel/.server/env.ts'
import { localOrigin } from '#app/kernel/.server/local-address.ts'

/** A word for a POSIX shell: as it is when plain, else in single quotes. */
function shellWord(value: string): string {
  return /^[\w./:@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`
}

/**
 * The command that creates the first owner, with the settings the server
 * was given in front of it, so it reaches the same database and prints a
 * link to the same port. A PostgreSQL URL holds a password: it is named,
 * not printed.
 */
export function firstOwnerCommand(
  env: Record<string, string | undefined>,
  settings: Pick<Settings, 'DATABASE_URL' | 'PORT'>,
  port: number,
): string {
  const prefix: string[] = []
  const database = settingGiven(env, 'DATABASE_URL')
  const postgres = engineForUrl(settings.DATABASE_URL) === 'postgres'
  if (database && !postgres) prefix.push(`DATABASE_URL=${shellWord(settings.DATABASE_URL)}`)
  // the invitation links to this machine's port unless SITE_URL names the public address
  if (!settingGiven(env, 'SITE_URL') && port !== defaultPort) prefix.push(`PORT=${port}`)
  const command = [...prefix, 'npm run staff -- invite you@example.com --role owner'].join(' ')
  return database && postgres ? `${command}   (with the same DATABASE_URL)` : command
}

/**
 * What `npm start` says last, once the server listens: where the site and
 * the back office are, the public address when SITE_URL sets one, and while
 * no staff account exists, how to create the first owner.
 */
export function startMessage(options: {
  env: Record<string, string | undefined>
  settings: Pick<Settings, 'HOST' | 'PORT' | 'DATABASE_URL' | 'SITE_URL'>
  /** the port it listens on (PORT=0 picks one) */
  port: number
  hasStaff: boolean
}): string[] {
  const { env, settings, port } = options
  const here = localOrigin(settings, port)
  const lines = [`Site: ${here} — back office: ${here}/admin`]
  if (settingGiven(env, 'SITE_URL') && settings.SITE_URL !== here) {
    lines.push(`Public address (SITE_URL): ${settings.SITE_URL}`)
  }
  if (!options.hasStaff) {
    lines.push(
      'No staff account yet. Create the first owner (it prints a sign-up link):',
      `  ${firstOwnerCommand(env, settings, port)}`,
    )
  }
  return lines
}
