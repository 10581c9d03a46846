import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { HelpPopoverId } from '../../shared/api';
import { useServices } from '../AppServices';
import { shownStep } from '../../app/help/helpMachine';
import { GUIDED_STEPS, HELP_POPOVERS, type HelpText } from './helpSteps';
import { useCanvasCorner } from './useCanvasCorner';

/** Space between the canvas's corner and the cards, in pixels. */
const CORNER_GAP = 16;

/** A non-blocking help card: a dialog that neither takes the focus nor stops clicks elsewhere. */
function HelpCard({ help, className, children }: { help: HelpText; className: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} className={`help-card ${className}`}>
      <h2 id={titleId} className="help-card-title">
        {help.title}
      </h2>
      <p className="help-card-text">{help.text}</p>
      <div className="help-card-actions">{children}</div>
    </section>
  );
}

function Popover({ id }: { id: HelpPopoverId }) {
  const { help } = useServices();
  return (
    <HelpCard help={HELP_POPOVERS[id]} className="help-popover">
      <button type="button" className="help-button" onClick={() => help.send({ type: 'help.popoverOk', id })}>
        Ok
      </button>
    </HelpCard>
  );
}

/**
 * The guided help step and the contextual popovers, as cards stacked in the bottom-left corner
 * of the canvas. They never cover the toolbar, the results or the zoom controls, and never block
 * the drawing.
 */
export function HelpCards() {
  const { help } = useServices();
  const step = useSelector(help, shownStep);
  const popovers = useSelector(help, (snapshot) => snapshot.context.popovers);
  const corner = useCanvasCorner();
  if (step === undefined && popovers.length === 0) return null;
  const place = corner ? { left: corner.left + CORNER_GAP, bottom: corner.bottom + CORNER_GAP } : undefined;
  return (
    <div className="help-corner" style={place}>
      {popovers.map((id) => (
        <Popover key={id} id={id} />
      ))}
      {step !== undefined && (
        <HelpCard help={GUIDED_STEPS[step]} className="help-step">
          <button type="button" className="help-button help-button-primary" onClick={() => help.send({ type: 'help.next' })}>
            Next
          </button>
          <button type="button" className="help-button" onClick={() => help.send({ type: 'help.skip' })}>
            Skip help
          </button>
        </HelpCard>
      )}
    </div>
  );
}
