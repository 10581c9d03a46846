/**
 * Stages of `npm test` that need nothing of each other (the type check, lint and the build) run
 * side by side: on two cores the three took 74 s one after another and about 45 s together. Each
 * runs its npm scripts one after another with its output held back and printed whole when it
 * ends, so the log reads stage by stage and never interleaved.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Runs `npm run --silent <script>`; answers its exit code and everything it wrote. */
function runHeld(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Runs each stage's scripts (one after another within a stage, stages side by side) and answers
 * each stage's record: its name, when it started (performance.now()), its wall time and whether
 * it passed. A stage stops at its first failing script.
 * @param {{ name: string, scripts: string[] }[]} stages
 * @returns {Promise<{ name: string, start: number, ms: number, status: 'passed' | 'failed' }[]>}
 */
export function runTogether(stages) {
  return Promise.all(
    stages.map(async ({ name, scripts }) => {
      const start = performance.now();
      let status = 'passed';
      for (const script of scripts) {
        const { code, output } = await runHeld(script);
        process.stdout.write(`\n── ${name}: npm run ${script} ──\n${output}`);
        if (code !== 0) {
          console.error(`npm run ${script} failed`);
          status = 'failed';
          break;
        }
      }
      return { name, start, ms: performance.now() - start, status };
    }),
  );
}
