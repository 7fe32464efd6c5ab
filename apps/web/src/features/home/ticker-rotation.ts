/** How long each headline stays before the next one: a long headline read at an easy pace. */
export const HEADLINE_MS = 6000;

/** The headline `step` places away from `current`, going round at either end. */
export function stepHeadline(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * Whether the headlines move by themselves: the reader has not paused them (or asked for reduced
 * motion without pressing play), and is not pointing at or focused on one.
 */
export function rotates(state: { playing: boolean; hovered: boolean; focused: boolean; count: number }): boolean {
  return state.playing && !state.hovered && !state.focused && state.count > 1;
}
