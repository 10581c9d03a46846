import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rule ids ESLint reports for `code` as if it were a browser test's spec file. */
async function rulesBroken(code: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
  const [result] = await eslint.lintText(code, { filePath: 'tests/e2e/lintProbe.spec.ts' });
  return result!.messages.map((message) => message.ruleId);
}

/** A browser test's spec file whose one test runs `body`, a line each. */
const specWith = (body: string[]): string =>
  ["import { expect, test } from './fixtures';", '', "test('waits', async ({ page }) => {", ...body.map((line) => `  ${line}`), '});', ''].join('\n');

describe('lint keeps fixed waits out of the browser tests', () => {
  it('refuses waitForTimeout, setTimeout, networkidle and forced actions', { timeout: 60_000 }, async () => {
    const code = specWith([
      'await page.waitForTimeout(500);',
      'await new Promise((resolve) => setTimeout(resolve, 500));',
      "await page.goto('/', { waitUntil: 'networkidle' });",
      "await page.getByRole('button').click({ force: true });",
      "await expect(page).toHaveURL('/');",
    ]);
    const broken = await rulesBroken(code);
    expect(broken).toContain('no-restricted-properties');
    expect(broken.filter((rule) => rule === 'no-restricted-syntax')).toHaveLength(3);
  });

  it('lets a test that waits for what a person sees through', { timeout: 60_000 }, async () => {
    const code = specWith(["await page.goto('/');", "await expect(page.getByRole('heading')).toBeVisible();"]);
    expect(await rulesBroken(code)).toEqual([]);
  });
});
