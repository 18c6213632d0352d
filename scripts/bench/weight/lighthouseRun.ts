import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromiumFlags.ts';

const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScores {
  url: string;
  formFactor: FormFactor;
  scores: Record<LighthouseCategory, number>;
  /** Audits that scored below 1 in the categories that missed 100, with Lighthouse's title. */
  failing: Array<{ category: LighthouseCategory; id: string; title: string; score: number | null }>;
  /** Why Lighthouse could not score the page (its categories then read 0), when it says. */
  runtimeError?: string;
}

/** Debian's Chromium, headless, on a debugging port Lighthouse connects to. */
async function startChromium(port: number): Promise<() => Promise<void>> {
  const profile = mkdtempSync(join(tmpdir(), 'plaza-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((done) => setTimeout(done, 200));
  }
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

/** One Lighthouse run (mobile is Lighthouse's default emulation; desktop uses its desktop config). */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  port: number,
): Promise<LighthouseScores> {
  const stop = await startChromium(port);
  try {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', output: 'json', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<LighthouseCategory, number>;
    const failing = LIGHTHOUSE_CATEGORIES.filter((id) => scores[id] < 100).flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
        .map((audit) => ({ category, id: audit!.id, title: audit!.title, score: audit!.score })),
    );
    const runtimeError = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : undefined;
    return { url, formFactor, scores, failing, ...(runtimeError ? { runtimeError } : {}) };
  } finally {
    await stop();
  }
}
