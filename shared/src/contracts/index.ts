export * from './entities';
export * from './payloads';
export * from './federation';
