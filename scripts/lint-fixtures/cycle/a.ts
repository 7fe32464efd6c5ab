// Half of a deliberate import cycle (with b.ts): scripts/module-graph.test.ts shows that lint
// reports it. The normal lint run ignores this folder.
import { countDown } from './b';

export const countUp = (value: number): number => (value > 0 ? countDown(value - 1) : 0);
