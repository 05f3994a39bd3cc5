import type { Page } from '../schemas/common';

export type { Page };

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, current, size, pages: Math.ceil(total / size) };
}

export function offsetOf(current: number, size: number): number {
  return (current - 1) * size;
}
