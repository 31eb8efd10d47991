import { type Kysely, type Migration, sql } from 'kysely'

import { engineOf } from '../engine'

// The lead inbox's search as a word index (issue 40): LIKE '%word%' on five
// columns read every lead. What is indexed is one text per lead: its name,
// e-mail, phone as typed, message, and every tail of its phone's digits (at
// most 16 of them), so that a number typed whole or in part ("5550142",
// "0142") is the start of an indexed word. SQLite keeps it in an FTS5 table
// kept by triggers; PostgreSQL in a GIN index of a generated column of the
// same text's words.

/** The tails of a phone's digits: "5705550142", "705550142" … "2". */
const digitTails = (row: string) =>
  Array.from({ length: 16 }, (_, i) => `substr(${row}phone_digits, ${i + 1})`).join(` || ' ' || `)

/** A lead's indexed text, from the columns of `row` ('new.', 'old.' or '' for the table's own). */
function searchText(row: string): string {
  const fields = ['first_name', 'last_name', 'email', 'phone', 'message']
  return fields.map((field) => `${row}${field}`).join(` || ' ' || `)
}

// PostgreSQL's parser reads an e-mail address or a hyphenated word as one
// token; FTS5's unicode61 reads their words. ASCII punctuation made spaces
// first gives PostgreSQL the same words.
const punctuation = `!"#$%&''()*+,-./:;<=>?@[\\]^_\`{|}~`
const spaces = ' '.repeat(32)

/**
 * PostgreSQL's column of each lead's words, generated from its fields and
 * stored: a search reads the words, never the fields, even for a lead the
 * index only may hold (a phrase or a prefix is checked on the row).
 */
export const leadSearchColumn = 'search_words'

/** The FTS5 table; its rowids are those of contact_messages. */
export const leadSearchTable = 'contact_messages_search'

// Prefix indexes of one and two characters keep the shortest searches as
// quick as the others (one of three would add a third to the index's size
// for little). Contentless (the text stays in contact_messages) with
// secure-delete, so a lead deleted or erased (a privacy request) leaves no
// word of it in the index: the triggers give FTS5 the old text to take out.
// contact_messages' rowids are stable: it has indexes, so VACUUM (and VACUUM
// INTO, the backups' copy) keeps them.
async function sqliteSearch(db: Kysely<unknown>) {
  const text = (row: string) => sql.raw(`${searchText(row)} || ' ' || ${digitTails(row)}`)
  const add = sql`insert into contact_messages_search (rowid, words) values (new.rowid, ${text('new.')});`
  const remove = sql`insert into contact_messages_search (contact_messages_search, rowid, words)
    values ('delete', old.rowid, ${text('old.')});`
  await sql`create virtual table contact_messages_search using fts5(
    words, content = '', tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2')`.execute(db)
  await sql`insert into contact_messages_search (contact_messages_search, rank)
    values ('secure-delete', 1)`.execute(db)
  await sql`insert into contact_messages_search (rowid, words)
    select rowid, ${text('')} from contact_messages`.execute(db)
  await sql`create trigger contact_messages_search_insert after insert on contact_messages
    begin ${add} end`.execute(db)
  await sql`create trigger contact_messages_search_delete after delete on contact_messages
    begin ${remove} end`.execute(db)
  await sql`create trigger contact_messages_search_update
    after update of first_name, last_name, email, phone, phone_digits, message on contact_messages
    begin ${remove} ${add} end`.execute(db)
}

export const leadSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (engineOf(db) === 'sqlite') return sqliteSearch(db)
    const words = `to_tsvector('simple'::regconfig, translate(${searchText('')}, '${punctuation}', '${spaces}') || ' ' || ${digitTails('')})`
    await sql`alter table contact_messages add column search_words tsvector
      generated always as (${sql.raw(words)}) stored`.execute(db)
    await sql`create index contact_messages_search on contact_messages
      using gin (search_words)`.execute(db)
  },
}
