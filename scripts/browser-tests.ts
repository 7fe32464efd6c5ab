// Runs the browser tests. The whole suite runs as two Playwright runs, the reader site's and then
// the console's, each on its own freshly seeded site: the console's tests change what readers see
// (a category moved first, a section reordered, an ad placed), which the site's tests must not
// meet half-way. With arguments (a spec, --project, --grep...) it is one Playwright run as asked.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const playwright = (extra: string[]) => spawnSync('npx', ['playwright', 'test', ...extra], { stdio: 'inherit' }).status ?? 1;

if (args.length > 0) {
  process.exitCode = playwright(args);
} else {
  // Both run whatever the first found, so one run reports every failure.
  const site = playwright(['--project=site']);
  const consoleRun = playwright(['--project=console']);
  process.exitCode = site || consoleRun;
}
