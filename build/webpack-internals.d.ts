// webpack's module naming, which it does not type (build/location-free-module-ids-plugin.cjs; its version is held
// by build/library-guards.cjs).
declare module 'webpack/lib/ids/IdHelpers' {
  import type { Module } from 'webpack';

  export function getFullModuleName(module: Module, context: string, associatedObjectForCache?: object): string;
}
