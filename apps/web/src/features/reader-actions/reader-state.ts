/** The reaction a tap on like (1) or dislike (2) asks for: tapping the current one clears it. */
export function nextReaction(current: 0 | 1 | 2, tapped: 1 | 2): 0 | 1 | 2 {
  return current === tapped ? 0 : tapped;
}
