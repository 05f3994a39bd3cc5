import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A database handle or an open transaction: repositories take either. */
export type Executor = Kysely<Database>;
