import { useSelector } from '@xstate/react';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useServices } from '../AppServices';
import { sameCard, shownCard } from '../../app/help/helpMachine';
import { GUIDED_STEPS, HELP_POPOVERS, type HelpText } from './helpSteps';
import { useHelpCardPlace } from './useHelpCardPlace';

/** A non-blocking help card: a dialog that neither takes the focus nor stops clicks elsewhere. */
function HelpCard({ help, className, cardRef, children }: { help: HelpText; className: string; cardRef: RefObject<HTMLElement | null>; children: ReactNode }) {
  const titleId = useId();
  return (
    <section ref={cardRef} role="dialog" aria-modal="false" aria-labelledby={titleId} className={`help-card ${className}`}>
      <h2 id={titleId} className="help-card-title">
        {help.title}
      </h2>
      <p className="help-card-text">{help.text}</p>
      <div className="help-card-actions">{children}</div>
    </section>
  );
}

/**
 * The one help card on screen (issue 36 item 8): the guided step or a contextual popover, as the
 * help statechart decides, in a corner of the canvas clear of the toolbar, the results, the zoom
 * controls and the layers bar, and away from the point being drawn. It never blocks the drawing.
 * Each card offers "Skip help", after which none shows.
 */
export function HelpCards() {
  const { help, editor } = useServices();
  const card = useSelector(help, shownCard, sameCard);
  const element = useRef<HTMLElement>(null);
  const key = card ? `${card.kind}:${card.id}` : '';
  const place = useHelpCardPlace(editor, element, key);
  if (card === undefined) return null;
  const skip = (
    <button type="button" className="help-button" onClick={() => help.send({ type: 'help.skip' })}>
      Skip help
    </button>
  );
  // Hidden until measured, so it never shows first in the wrong place.
  const style = place ? { left: place.left, top: place.top } : { visibility: 'hidden' as const };
  return (
    <div className="help-corner" style={style}>
      {card.kind === 'popover' ? (
        <HelpCard key={key} cardRef={element} help={HELP_POPOVERS[card.id]} className="help-popover">
          <button type="button" className="help-button help-button-primary" onClick={() => help.send({ type: 'help.popoverOk', id: card.id })}>
            Ok
          </button>
          {skip}
        </HelpCard>
      ) : (
        <HelpCard key={key} cardRef={element} help={GUIDED_STEPS[card.id]} className="help-step">
          <button type="button" className="help-button help-button-primary" onClick={() => help.send({ type: 'help.next' })}>
            Next
          </button>
          {skip}
        </HelpCard>
      )}
    </div>
  );
}
