import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under a file or folder, tests excepted (the builds' stale checks). */
export function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}
