export * from './time';
export * from './number';
export * from './price';
export * from './image-url';
