// The per-client queue of drawings: how many each shopper and everyone may have under way, and whose turn it is.

/**
 * Drawings at once (each waits its turn in the render queue): one shopper's at most, everyone's at most. Past
 * either, the page goes undrawn (the browser draws it): a flood of addresses from one client queues two drawings,
 * not a thousand in front of everyone else's.
 */
export const DRAWING_LIMITS = { perClient: 2, total: 64 };

export class RenderQueue {
  private readonly byClient = new Map<string, number>();
  private total = 0;
  private readonly waitingByClient = new Map<string, (() => void)[]>();
  private drawingNow = false;

  /** Counts a drawing for this client; false: the client, or everyone, has as many under way as allowed. */
  admit(clientAddress: string): boolean {
    const clientDrawings = this.byClient.get(clientAddress) ?? 0;
    if (clientDrawings >= DRAWING_LIMITS.perClient || this.total >= DRAWING_LIMITS.total) return false;
    this.byClient.set(clientAddress, clientDrawings + 1);
    this.total += 1;
    return true;
  }

  /** An admitted drawing is over. */
  finish(clientAddress: string): void {
    this.total -= 1;
    const left = (this.byClient.get(clientAddress) ?? 1) - 1;
    if (left > 0) this.byClient.set(clientAddress, left);
    else this.byClient.delete(clientAddress);
  }

  /** The drawings under way now: in all, and the most of any one client (the guards' test reads it). */
  underWay(): { total: number; mostOfOneClient: number } {
    return { total: this.total, mostOfOneClient: Math.max(0, ...this.byClient.values()) };
  }

  /**
   * Renders take turns (one i18next and one store per process): resolves when it is this client's turn, with the
   * function that ends it. The next turn goes to the waiting client with the fewest drawings under way (the longest
   * waiting among equals), so a shopper waits behind about one drawing, never behind a flood's queue.
   */
  takeTurn(clientAddress: string): Promise<() => void> {
    return new Promise((resolve) => {
      const start = () => {
        this.drawingNow = true;
        resolve(() => {
          this.drawingNow = false;
          this.nextTurn();
        });
      };
      if (!this.drawingNow) start();
      else this.waitingByClient.set(clientAddress, [...(this.waitingByClient.get(clientAddress) ?? []), start]);
    });
  }

  private nextTurn(): void {
    let chosen: string | undefined;
    for (const client of this.waitingByClient.keys()) {
      if (chosen === undefined || (this.byClient.get(client) ?? 0) < (this.byClient.get(chosen) ?? 0)) chosen = client;
    }
    if (chosen === undefined) return;
    const queue = this.waitingByClient.get(chosen)!;
    // A served client goes to the back of the line (a Map iterates in insertion order).
    this.waitingByClient.delete(chosen);
    const first = queue.shift()!;
    if (queue.length > 0) this.waitingByClient.set(chosen, queue);
    first();
  }
}
