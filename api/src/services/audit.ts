// Reading the audit log (owners): filters and paging.
import type { Static } from '@fastify/type-provider-typebox';
import type { Db } from '../db';
import type { AuditQuery } from '../schemas/merchant';
import { parseIsoTime, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { offsetOf, pageOf } from '../lib/paging';
import { pageAudit } from '../repositories/audit';

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
  const records = rows.map((r) => ({
    auditId: r.id,
    staffId: r.staff_id,
    staffName: r.staff_name,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
    time: toIso(Number(r.time)),
  }));
  return pageOf(records, total, query.current, query.size);
}
