export * from './languages';
export * from './i18n';
export * from './localized';
export type { CommonMessages } from './locales/common-strings-en';
