// Consumers of @mall/shared need the CSS module types too: the reference travels with this entry.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" preserve="true" />
export * from './button';
export * from './icon-button';
export * from './icon';
export * from './text-field';
export * from './select';
export * from './skeleton';
export * from './empty-state';
export * from './error-state';
export * from './price';
export * from './product-card';
export * from './product-picture';
export * from './product-grid';
export * from './product-line';
export * from './quantity-stepper';
export * from './toaster';
export * from './dialog';
export * from './confirm-dialog';
export * from './use-confirm';
export * from './bottom-sheet';
export * from './tabs';
export * from './logo';
export * from './visually-hidden';
export * from './class-names';
export * from './use-common-t';
export * from './copy-button';
export * from './amount-rows';
export * from './language-sheet';
export * from './search-suggest-input';
