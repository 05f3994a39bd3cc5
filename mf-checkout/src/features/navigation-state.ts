/** Router state a page leaves when it opens another, so that page's "back" can be a real history step. */
export interface FromState {
  from: 'confirm' | 'address';
}

export function cameFrom(state: unknown, page: FromState['from']): boolean {
  return (state as Partial<FromState> | null)?.from === page;
}
