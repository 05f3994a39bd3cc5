import type { CartItem } from '@mall/shared';

/** Only valid lines can be selected; ids of lines that are gone or became invalid drop out. */
export function keepSelectable(selected: ReadonlySet<number>, items: readonly CartItem[]): Set<number> {
  const selectable = new Set(items.filter((item) => item.valid).map((item) => item.basketId));
  return new Set([...selected].filter((id) => selectable.has(id)));
}

export function allSelectableIds(items: readonly CartItem[]): number[] {
  return items.filter((item) => item.valid).map((item) => item.basketId);
}
