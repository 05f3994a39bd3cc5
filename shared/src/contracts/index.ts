export * from './entities';
export * from './payloads';
export * from './federation';
export * from './merchant';
