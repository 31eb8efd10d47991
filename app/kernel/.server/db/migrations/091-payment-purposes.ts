import { type Kysely, type Migration, sql } from 'kysely'

// What each movement of money is for (app/payments/ledger.ts): a rental's
// rent, its deposit or its fees, a cart held with a deposit, or something
// else. One reservation has several authorisations and captures (the rent's,
// the deposit's); the purpose tells them apart on statements and reports.
export const paymentPurposes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('payments')
      .addColumn('purpose', 'text', (c) =>
        c
          .notNull()
          .defaultTo('other')
          .check(sql`purpose in ('rent', 'deposit', 'fees', 'cart_hold', 'other')`),
      )
      .execute()
  },
}
