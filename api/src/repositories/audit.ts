// The audit log: who changed what, the values before and after, and when. Written in the change's own transaction.
import type { Executor } from './executor';

export interface AuditEntry {
  staffId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export async function writeAudit(db: Executor, entry: AuditEntry, time: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: entry.staffId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      time,
    })
    .execute();
}

export interface AuditFilter {
  staffId?: number;
  entity?: string;
  action?: string;
  from?: number;
  to?: number;
}

function filtered(db: Executor, f: AuditFilter) {
  return db
    .selectFrom('audit_log')
    .$if(f.staffId !== undefined, (q) => q.where('audit_log.staff_id', '=', f.staffId!))
    .$if(f.entity !== undefined, (q) => q.where('audit_log.entity', '=', f.entity!))
    .$if(f.action !== undefined, (q) => q.where('audit_log.action', '=', f.action!))
    .$if(f.from !== undefined, (q) => q.where('audit_log.time', '>=', f.from!))
    .$if(f.to !== undefined, (q) => q.where('audit_log.time', '<', f.to!));
}

/** A page of entries, newest first, with the name of who made each. */
export async function pageAudit(db: Executor, f: AuditFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
      .select([
        'audit_log.id',
        'audit_log.staff_id',
        'staff.name as staff_name',
        'audit_log.action',
        'audit_log.entity',
        'audit_log.entity_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.time',
      ])
      .orderBy('audit_log.time', 'desc')
      .orderBy('audit_log.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Every entry about one record, oldest first, with the name of who made each (an order's timeline). */
export async function listAuditOf(db: Executor, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select(['audit_log.action', 'audit_log.after', 'audit_log.time', 'staff.name as staff_name'])
    .where('audit_log.entity', '=', entity)
    .where('audit_log.entity_id', '=', entityId)
    .orderBy('audit_log.id', 'asc')
    .execute();
}
