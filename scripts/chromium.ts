// Debian's Chromium (never a downloaded browser), with the launch flags the browser tests use.
import playwrightConfig from '../playwright.config';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumFlags: string[] = playwrightConfig.use?.launchOptions?.args ?? [];
