// Browser tests drive Debian's Chromium (never a downloaded browser). Finds it at CHROME_PATH or
// /usr/bin/chromium; as root on Debian it installs the package, otherwise it says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium was not found at ${chromePath}. Install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  console.info('[browser tests] installing Chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error('Installing Chromium failed; install it by hand: apt-get install -y chromium');
      process.exit(1);
    }
  }
}
