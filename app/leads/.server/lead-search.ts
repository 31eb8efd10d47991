import { type Expression, sql, type SqlBool } from 'kysely'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { engineOf } from '#app/kernel/.server/db/engine.ts'
import {
  leadSearchColumn,
  leadSearchTable,
} from '#app/kernel/.server/db/migrations/086-lead-search.ts'
import { phoneDigits } from '#app/kernel/phone.ts'

/** Words read from a search at most: the rest of a long search is left out. */
const mostWords = 6

/**
 * The words of a search as the indexes split text: runs of letters and
 * digits, lower-case. A word typed with punctuation ("jane.smith@example.com",
 * "570-555-0142", "4-seater") is a phrase of such words; a word of
 * punctuation alone finds nothing to look for and is left out, as are the
 * quotes, stars, colons and parentheses of either engine's query syntax.
 */
export function searchWords(search: string): string[][] {
  return search
    .split(/\s+/)
    .map((word) => word.toLowerCase().match(/[\p{L}\p{N}\p{Co}]+/gu) ?? [])
    .filter((parts) => parts.length > 0)
    .slice(0, mostWords)
}

/** The digits of a word that is a phone number or part of one, as phone_digits holds them. */
function typedDigits(word: string[]): string | null {
  return word.every((part) => /^\d+$/.test(part)) ? phoneDigits(word.join('')) : null
}

/** FTS5: each word a quoted phrase whose last word may go on ("smi" finds Smith). */
function fts5Query(words: string[][]): string {
  return words
    .map((word) => {
      const digits = typedDigits(word)
      const phrase = `"${word.join(' ')}"*`
      return digits !== null && digits !== word.join(' ') ? `(${phrase} OR "${digits}"*)` : phrase
    })
    .join(' AND ')
}

/** PostgreSQL's tsquery: the same phrases, `<->` for words that follow each other, `:*` a prefix. */
function tsQuery(words: string[][]): string {
  return words
    .map((word) => {
      const digits = typedDigits(word)
      const phrase = `${word.join(' <-> ')}:*`
      return digits !== null && digits !== word.join(' ')
        ? `(${phrase} | ${digits}:*)`
        : `(${phrase})`
    })
    .join(' & ')
}

/**
 * The inbox's search, for the list, its counts and its export alike: leads
 * where every word typed (at most six) starts a word of the name, e-mail,
 * phone or message, case aside, through SQLite's FTS5 table or PostgreSQL's
 * GIN index (migration 086). A phone's digits match anywhere ("5550142",
 * "0142"), however the number was written. Unlike the LIKE '%word%' it
 * replaces, the middle or end of a word no longer matches: "mith" does not
 * find Smith, nor "mail.com" an address at gmail.com. Accents count, as
 * they did: "jose" does not find José. Null when the search has no word.
 */
export function leadSearchCondition(db: DB, search: string): Expression<SqlBool> | null {
  const words = searchWords(search)
  if (words.length === 0) return null
  if (engineOf(db) === 'postgres') {
    return sql<SqlBool>`${sql.ref(`contact_messages.${leadSearchColumn}`)} @@ to_tsquery('simple', ${tsQuery(words)})`
  }
  return sql<SqlBool>`contact_messages.rowid in (select rowid from ${sql.table(leadSearchTable)}
    where ${sql.table(leadSearchTable)} match ${fts5Query(words)})`
}
