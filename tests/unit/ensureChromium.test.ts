import { describe, expect, it } from 'vitest';
import { ensureChromium } from '../../scripts/ensureChromium.mjs';

/** Records the commands ensureChromium would run; `installs` says whether apt-get provides the binary. */
function machine(options: { present: boolean; installs: boolean; isRoot?: boolean }) {
  let present = options.present;
  const commands: string[] = [];
  return {
    commands,
    options: {
      path: '/usr/bin/chromium',
      isRoot: options.isRoot ?? true,
      exists: () => present,
      run: (command: string, args: string[]) => {
        commands.push([command, ...args].join(' '));
        if (args.includes('install') && options.installs) present = true;
      },
    },
  };
}

describe('ensureChromium', () => {
  it('does nothing when Debian\'s chromium is there', () => {
    const { commands, options } = machine({ present: true, installs: true });
    ensureChromium(options);
    expect(commands).toEqual([]);
  });

  it('installs chromium with apt-get when it is missing', () => {
    const { commands, options } = machine({ present: false, installs: true });
    ensureChromium(options);
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('goes through sudo when not root', () => {
    const { commands, options } = machine({ present: false, installs: true, isRoot: false });
    ensureChromium(options);
    expect(commands).toEqual(['sudo apt-get update -qq', 'sudo apt-get install -y -qq chromium']);
  });

  it('fails clearly when apt-get did not provide the binary', () => {
    const { options } = machine({ present: false, installs: false });
    expect(() => ensureChromium(options)).toThrow('apt-get finished but /usr/bin/chromium is still missing');
  });
});
