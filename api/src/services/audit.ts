// Reading the audit log (owners): filters and paging.
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import type { AuditQuery } from '../schemas/merchant';
import { parseIsoTime, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { offsetOf, pageOf } from '../lib/paging';
import { pageAudit } from '../repositories/audit';
import { namesOf, type NamedKind, type Names } from '../repositories/audit-subjects';

function timeOf(iso: string | undefined): number | undefined {
  if (iso === undefined) return undefined;
  const time = parseIsoTime(iso);
  if (time === null) throw new MallError(ERROR_CODE.badRequest, `Request Error: not a time: ${iso}`);
  return time;
}

export async function auditPage(db: Db, query: Static<typeof AuditQuery>) {
  const { rows, total } = await pageAudit(
    db,
    {
      staffId: query.staffId,
      entity: query.entity,
      action: query.action,
      from: timeOf(query.from),
      to: timeOf(query.to),
    },
    offsetOf(query.current, query.size),
    query.size,
  );
  const entries = rows.map((r) => ({
    row: r,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
  const ids: Record<NamedKind, Set<number>> = {
    product: new Set(),
    sku: new Set(),
    category: new Set(),
    tag: new Set(),
    hotSearch: new Set(),
    staff: new Set(),
    banner: new Set(),
  };
  for (const { row, before, after } of entries) {
    const kind = subjectKindOf(row.entity);
    if (kind) ids[kind].add(Number(row.entity_id));
    for (const values of [before, after]) {
      for (const [kind, id] of referencesIn(values)) ids[kind].add(id);
    }
  }
  const names = await namesOf(
    db,
    Object.fromEntries(
      Object.entries(ids).map(([kind, set]) => [kind, [...set].filter((id) => Number.isSafeInteger(id) && id > 0)]),
    ) as Record<NamedKind, number[]>,
  );
  const records = entries.map(({ row: r, before, after }) => {
    const kind = subjectKindOf(r.entity);
    const related: Record<string, Names> = {};
    for (const values of [before, after]) {
      for (const [refKind, id] of referencesIn(values)) {
        const found = names[refKind].get(id);
        if (found) related[`${refKind}:${id}`] = found;
      }
    }
    return {
      auditId: r.id,
      staffId: r.staff_id,
      staffName: r.staff_name,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      subject:
        (kind && names[kind].get(Number(r.entity_id))) ??
        namesIn(after) ??
        namesIn(before) ??
        (r.entity === 'order' || r.entity === 'payment' ? same(r.entity_id) : null),
      related,
      before,
      after,
      time: toIso(Number(r.time)),
    };
  });
  return pageOf(records, total, query.current, query.size);
}

const same = (text: string): Names => ({ kh: text, en: text, cn: text });

/** The kind of record an entry's id names (a photo's entry names its product by `prodId` instead). */
function subjectKindOf(entity: string): NamedKind | undefined {
  return (['product', 'sku', 'category', 'tag', 'hotSearch', 'staff', 'banner'] as const).find((k) => k === entity);
}

/** The records a change's values point at by id: its product, category and shelves. */
function referencesIn(values: unknown): Array<[NamedKind, number]> {
  if (!values || typeof values !== 'object') return [];
  const v = values as Record<string, unknown>;
  const found: Array<[NamedKind, number]> = [];
  if (typeof v.prodId === 'number') found.push(['product', v.prodId]);
  if (typeof v.categoryId === 'number') found.push(['category', v.categoryId]);
  if (typeof v.parentId === 'number' && v.parentId > 0) found.push(['category', v.parentId]);
  if (Array.isArray(v.tags)) for (const tag of v.tags) if (typeof tag === 'number') found.push(['tag', tag]);
  return found;
}

/** A deleted record's name, as its entry kept it. */
function namesIn(values: unknown): Names | null {
  if (!values || typeof values !== 'object') return null;
  const v = values as Record<string, unknown>;
  for (const key of ['prodName', 'name', 'title']) {
    const en = v[`${key}En`];
    if (typeof en === 'string' && en)
      return {
        kh: typeof v[`${key}Kh`] === 'string' && v[`${key}Kh`] ? String(v[`${key}Kh`]) : en,
        en,
        cn: typeof v[`${key}Cn`] === 'string' && v[`${key}Cn`] ? String(v[`${key}Cn`]) : en,
      };
  }
  return typeof v.name === 'string' && v.name ? same(v.name) : null;
}
