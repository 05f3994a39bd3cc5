/** The two databases the one query code runs on. */
export type DialectName = 'sqlite' | 'postgres';
