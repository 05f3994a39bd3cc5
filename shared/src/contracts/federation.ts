/** The federation contract: what every exposed page of a remote must be. */
import type { ComponentType } from 'react';
import pageTable from './pages.json';

export type Face = 'laptop' | 'mobile';

export interface PageProps {
  face: Face;
}

/** Every exposed module (`catalog/HomePage`, …) default-exports one of these. */
export type RemotePage = ComponentType<PageProps>;
export interface RemotePageModule {
  default: RemotePage;
}

/** Where one exposed page is shown: the page key (`PageKey`) each face has it at, if any. */
export interface PageTableEntry {
  laptop?: string;
  mobile?: string;
  /** the shell server draws its first screen (shell/server/node/first-screen-html.ts) */
  serverRendered?: boolean;
}

export type RemoteName = keyof typeof pageTable;
export type ExposedPage<R extends RemoteName = RemoteName> = R extends RemoteName
  ? keyof (typeof pageTable)[R] & string
  : never;

/**
 * The page table, the one list of the remotes' pages (pages.json): each remote's exposed pages and where they are
 * shown. Each remote's `exposes` (webpack.base.js), the shell's page sources and the shell server's first-screen
 * hints are read from it; a remote that replaces another exposes the same names.
 */
export const PAGE_TABLE: Readonly<Record<RemoteName, Readonly<Record<string, PageTableEntry>>>> = pageTable;
