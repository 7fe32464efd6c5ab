// The other half of the deliberate import cycle of a.ts.
import { countUp } from './a';

export const countDown = (value: number): number => (value > 0 ? countUp(value - 1) : 0);
