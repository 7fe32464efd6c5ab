// Lighthouse (mobile, simulated slow 4G and a 4x slower CPU, its default settings) against a
// Chromium started for it; each page is audited several times and the median run reported,
// since one run moves with whatever else the machine is doing.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript transferred (compressed), in kilobytes. */
  jsKb: number;
  /** Audits that lost points outside performance, and the performance audits that failed. */
  failed: string[];
}

/** Chromium with a DevTools port for Lighthouse; stopped with the returned function. */
export async function launchChromium(port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'news-bench-chromium-'));
  const browser = spawn(chromiumPath, ['--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, ...chromiumFlags, 'about:blank'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (attempt > 100 || browser.exitCode !== null) throw new Error(`Chromium did not start (${chromiumPath})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    stop: async () => {
      browser.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failed = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    // Performance is scored on its weighted metrics, which count as good from 0.9.
    const good = category.id === 'performance' ? 0.9 : 1;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= good) continue;
      failed.add(`${category.id}: ${ref.id} (${audit.displayValue || audit.title}, score ${audit.score})`);
    }
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(numeric('total-blocking-time')),
    jsKb: Math.round(jsBytes / 1024),
    failed: [...failed],
  };
}

/** The run with the median performance score of `runs` (its other figures with it, so they belong together). */
export async function medianLighthouse(url: string, port: number, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await runLighthouse(url, port));
  results.sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
  return results[Math.floor(results.length / 2)]!;
}
