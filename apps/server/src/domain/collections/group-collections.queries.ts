import { sql, type RawBuilder } from 'kysely';

/**
 * Each collection group's current and previous collection (docs/domain.md §5): current = the group's collection
 * with the latest starts_on on or before today, previous = the one with the latest starts_on before the current's.
 * Two collections of a group starting on the same day are told apart by the greater code, so the answer is
 * stable (docs/decisions/070-visit-plan.md). A group with no previous collection has no row.
 *
 *   with ${groupCollectionsCte(today)} select … from group_collections gc …
 *
 * Columns: group_code, group_description, current_code, current_description, previous_code, previous_description.
 */
export const groupCollectionsCte = (today: string): RawBuilder<unknown> => sql`
  group_collections as (
    select cur.group_code, cur.group_description, cur.code as current_code, cur.description as current_description,
           prev.code as previous_code, prev.description as previous_description
    from (select distinct on (col.group_code) col.group_code, col.group_description, col.code, col.description, col.starts_on
            from collections col
           where col.starts_on <= ${today}::date
           order by col.group_code, col.starts_on desc, col.code desc) cur
    cross join lateral (
      select p.code, p.description
      from collections p
      where p.group_code = cur.group_code and p.starts_on < cur.starts_on
      order by p.starts_on desc, p.code desc
      limit 1
    ) prev
  )`;
