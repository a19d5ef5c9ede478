let pinned: number | undefined;

/**
 * The time a first render reads: the server's render time while a server-rendered page hydrates
 * (so a countdown draws what the server drew), the clock otherwise.
 */
export function renderMoment(): number {
  return pinned ?? Date.now();
}

/** Makes first renders use `moment` until unpinned (around server rendering and hydration). */
export function pinRenderMoment(moment: number | undefined): void {
  pinned = moment;
}
