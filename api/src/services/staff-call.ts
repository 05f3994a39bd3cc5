import type { Db } from '../db';
import type { DialectName } from '../db/dialect';

/** What a staff call's service works with: the app's database, and who is calling (every write is audited). */
export interface StaffCall {
  db: Db;
  dialect: DialectName;
  staffId: number;
}
