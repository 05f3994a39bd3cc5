export * from './use-resource';
export * from './use-paged-list';
