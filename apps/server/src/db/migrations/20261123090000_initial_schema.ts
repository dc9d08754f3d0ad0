import { sql, type Kysely } from 'kysely';

// Frozen once landed: a change to the schema is a new migration (docs/guiding-principles.md, 8).
// Money is numeric(14,2), dates are date; CHECKs mirror the import contract of docs/domain.md §1.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('supervisors')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id > 0`))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('representatives')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id > 0`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('supervisor_id', 'integer', (c) => c.references('supervisors.id'))
    .addColumn('commission_rate', sql`numeric(5,2)`, (c) =>
      c.notNull().check(sql`commission_rate >= 0 and commission_rate <= 100`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('representatives_supervisor_idx')
    .on('representatives')
    .column('supervisor_id')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`username = upper(username) and length(username) > 0`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('representative_id', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`representative_id >= 0`),
    )
    .addColumn('supervisor_id', 'integer', (c) => c.references('supervisors.id'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('quota_articles')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('group_code', 'text', (c) => c.notNull())
    .addColumn('group_description', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('collection_code', 'text', (c) => c.notNull().references('collections.code'))
    .addColumn('quota_article_code', 'text', (c) => c.notNull().references('quota_articles.code'))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('code', 'integer', (c) => c.primaryKey().check(sql`code between 1000000 and 9999999`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state_code', sql`char(2)`, (c) => c.notNull())
    .addColumn('population', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`population >= 0`),
    )
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('register', sql`char(14)`, (c) => c.primaryKey().check(sql`register ~ '^[0-9]{14}$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city_code', 'integer', (c) => c.notNull().references('cities.code'))
    .addColumn('zip_code', 'text')
    .addColumn('telephone', 'text')
    .addColumn('cellphone', 'text')
    .addColumn('whats', 'text')
    .addColumn('email', 'text')
    .addColumn('state_registration', 'text')
    .addColumn('suframa', 'text')
    .addColumn('registration_date', 'date')
    .addColumn('economic_group', 'text')
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('route', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`route between 0 and 9999`),
    )
    .addColumn('credit_limit', sql`numeric(14,2)`)
    .addColumn('credit_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`credit_status in ('active', 'suspended')`),
    )
    .addColumn('sale_potential', sql`numeric(14,2)`, (c) => c.notNull().defaultTo(0))
    // Bumped by every portal edit of route: optimistic locking, and "the portal owns the route" on re-import.
    .addColumn('route_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('customers_rep_idx')
    .on('customers')
    .columns(['representative_id', 'city_code'])
    .execute();
  await db.schema.createIndex('customers_city_idx').on('customers').column('city_code').execute();

  await db.schema
    .createTable('customer_representatives')
    .addColumn('customer_register', sql`char(14)`, (c) => c.notNull().references('customers.register'))
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addPrimaryKeyConstraint('customer_representatives_pk', ['customer_register', 'representative_id'])
    .execute();

  await db.schema
    .createTable('city_routes')
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('city_code', 'integer', (c) => c.notNull().references('cities.code'))
    .addColumn('route', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`route between 0 and 9999`),
    )
    .addColumn('route_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('city_routes_pk', ['representative_id', 'city_code'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('number', 'bigint', (c) => c.primaryKey().check(sql`number > 0`))
    .addColumn('customer_register', sql`char(14)`, (c) => c.notNull().references('customers.register'))
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('delivery_date', 'date')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'blocked', 'expedition', 'billed', 'canceled')`),
    )
    .addColumn('price_table', 'text')
    .addColumn('payment_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`payment_days >= 0`),
    )
    .addColumn('blocked_on', 'date')
    .addColumn('canceled_on', 'date')
    .addColumn('cancel_reason', 'text')
    .addColumn('shipping_company', 'text')
    .addColumn('origin', 'text')
    .execute();
  await db.schema
    .createIndex('orders_rep_issue_idx')
    .on('orders')
    .columns(['representative_id', 'issue_date'])
    .execute();
  await db.schema
    .createIndex('orders_customer_idx')
    .on('orders')
    .columns(['customer_register', 'issue_date'])
    .execute();
  await db.schema
    .createIndex('orders_status_idx')
    .on('orders')
    .columns(['status', 'representative_id'])
    .execute();

  await db.schema
    .createTable('order_items')
    .addColumn('order_number', 'bigint', (c) => c.notNull().references('orders.number'))
    .addColumn('reference', 'text', (c) => c.notNull().references('products.reference'))
    .addColumn('parts', 'integer', (c) => c.notNull().check(sql`parts >= 0`))
    .addColumn('value', sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn('net_value', sql`numeric(14,2)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_number', 'reference'])
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('number', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'bigint', (c) => c.notNull().references('orders.number'))
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('parts', 'integer', (c) => c.notNull().check(sql`parts >= 0`))
    .addColumn('value', sql`numeric(14,2)`, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_number').execute();
  await db.schema.createIndex('invoices_issue_idx').on('invoices').column('issue_date').execute();

  await db.schema
    .createTable('receivables')
    .addColumn('number', 'text', (c) => c.primaryKey())
    .addColumn('customer_register', sql`char(14)`, (c) => c.notNull().references('customers.register'))
    .addColumn('invoice_number', 'text', (c) => c.references('invoices.number'))
    .addColumn('type', 'text')
    .addColumn('carrier', 'text')
    .addColumn('issue_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('extension_date', 'date')
    .addColumn('position', 'text')
    .addColumn('value', sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn('balance', sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'paid', 'canceled', 'returned')`),
    )
    .addColumn('paid_on', 'date')
    .execute();
  await db.schema
    .createIndex('receivables_customer_idx')
    .on('receivables')
    .columns(['customer_register', 'status'])
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('quota_article_code', 'text', (c) => c.notNull().references('quota_articles.code'))
    .addColumn('month', 'date', (c) => c.notNull().check(sql`extract(day from month) = 1`))
    .addColumn('value', sql`numeric(14,2)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('goals_pk', ['representative_id', 'quota_article_code', 'month'])
    .execute();

  await db.schema
    .createTable('commission_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('representative_id', 'integer', (c) => c.notNull().references('representatives.id'))
    .addColumn('posted_on', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('credit', 'debit')`))
    .addColumn('value', sql`numeric(14,2)`, (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('commission_entries_rep_idx')
    .on('commission_entries')
    .columns(['representative_id', 'posted_on'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_key', 'text', (c) => c.notNull())
    .addColumn('old_value', 'jsonb')
    .addColumn('new_value', 'jsonb')
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_key'])
    .execute();

  await db.schema
    .createTable('grid_profiles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('grid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('grid_profiles_user_grid_name', ['user_id', 'grid', 'name'])
    .execute();

  await db.schema
    .createTable('grid_hints')
    .addColumn('grid', 'text', (c) => c.notNull())
    .addColumn('column_key', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull().check(sql`length(hint) <= 254`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('grid_hints_pk', ['grid', 'column_key'])
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_username_idx')
    .on('login_attempts')
    .columns(['username', 'at'])
    .execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('import_runs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('rows', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'import_runs',
    'login_attempts',
    'grid_hints',
    'grid_profiles',
    'audit_log',
    'commission_entries',
    'goals',
    'receivables',
    'invoices',
    'order_items',
    'orders',
    'city_routes',
    'customer_representatives',
    'customers',
    'cities',
    'products',
    'collections',
    'quota_articles',
    'users',
    'representatives',
    'supervisors',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
