import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page as it stands and describes each failing element on one line (rule, element,
 * axe's summary), so a failed assertion names what to fix without opening a report.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page itself; the default opens a blank page per run for frames we do not have.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_A_AA_TAGS)
    .setLegacyMode(true)
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} at ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
    ),
  );
}
