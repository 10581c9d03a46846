import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { menuShortcutText, SHORTCUT_NAMES, type CommandName } from '../commands/commandNames';
import { displayShortcut } from '../commands/shortcut';
import { HelpFaq } from './HelpFaq';
import { GUIDED_STEP_LIST, HELP_POPOVER_LIST } from './helpSteps';
import { MapImageryHelp } from './MapImageryHelp';

const keysOf = (command: CommandName): string[] => command.kbd.map((kbd) => menuShortcutText(displayShortcut(kbd)));

/**
 * Route "/help", inside the public layout: the searchable questions and answers, the keyboard
 * shortcuts, the guided help and map imagery.
 * A link to a section ("/help#map-imagery") scrolls to it once this lazily loaded page is drawn:
 * the browser looked for the anchor before the page existed.
 */
export function HelpPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="help-page">
      <h1>Planimetry help</h1>
      <p>
        <Link to="/">Back to the drawing</Link>
      </p>

      <HelpFaq />

      <section aria-labelledby="help-shortcuts">
        <h2 id="help-shortcuts">Keyboard shortcuts</h2>
        <table className="help-shortcuts">
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Keys</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUT_NAMES.map((command) => (
              <tr key={command.id}>
                <th scope="row">{command.label}</th>
                <td>
                  {keysOf(command).map((keys, index) => (
                    <span key={keys}>
                      {index > 0 && ' or '}
                      <kbd>{keys}</kbd>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="help-guide">
        <h2 id="help-guide">Getting started</h2>
        <ol className="help-steps">
          {GUIDED_STEP_LIST.map((step) => (
            <li key={step.id}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="help-tips">
        <h2 id="help-tips">Tips</h2>
        <dl className="help-tips">
          {HELP_POPOVER_LIST.map((tip) => (
            <div key={tip.id}>
              <dt>{tip.title}</dt>
              <dd>{tip.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MapImageryHelp />
    </div>
  );
}
