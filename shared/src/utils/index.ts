export * from './time';
export * from './date-time';
export * from './number';
export * from './price';
export * from './riel';
export * from './image-url';
export * from './copy-text';
export * from './address-rules';
