// SQL of the bulk export: public review versions in leaf order, a batch at a time.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ExportRow {
  leafIndex: number;
  /** The leaf's exact bytes (canonical JSON of the review_version entry). */
  data: Uint8Array;
  /** The version's stored content (canonical rich-text JSON). */
  content: string;
}

/**
 * The next `limit` review_version leaves after `after` whose review and project are public,
 * with the content of that version: an earlier one from review_versions (k-th by when it was
 * written), the current one from reviews.
 */
export async function exportBatch(db: Db, after: number, limit: number): Promise<ExportRow[]> {
  const result = await db.execute(sql`
    select e.idx, e.data, coalesce(v.content, r.content) as content
    from tlog_entries e
    join reviews r on r.id = e.review_id
    join projects p on p.id = r.project_id
    left join lateral (
      select rv.content from review_versions rv
      where rv.review_id = e.review_id
      order by rv.written_at, rv.id
      offset greatest(e.review_version - 1, 0) limit 1
    ) v on true
    where e.kind = 'review_version' and e.idx > ${after}
      and r.status = 'active' and p.status = 'active'
    order by e.idx
    limit ${limit}`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<{
    idx: string | number;
    data: Uint8Array;
    content: string;
  }>;
  return rows.map((r) => ({ leafIndex: Number(r.idx), data: r.data, content: r.content }));
}
