/**
 * /update-card (spec accounts §2 "Update card", §8): after a failed payment, 'we had difficulty
 * processing your card last time', the card field and 'Update Card'. The provider's or the
 * server's refusal shows in red (the server's for 3 s) and the button can be pressed again; with
 * the new card the user is loaded again and goes to the app.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BILLING_MESSAGES } from '../../shared/billing';
import { useCoreServices } from '../AppServices';
import { TrustSeal } from '../site/TrustSeal';
import { CardForm } from './CardForm';
import { useCardForm } from './useCardForm';

const UPDATE_CARD = { kind: 'updateCard' } as const;

export function UpdateCardPage() {
  const core = useCoreServices();
  const navigate = useNavigate();
  const finished = useCallback((how: 'done' | 'closed') => how === 'done' && navigate('/', { replace: true }), [navigate]);
  const checkout = useCardForm(core, UPDATE_CARD, '', finished);
  return (
    <section className="auth-form update-card" aria-labelledby="update-card-title">
      <h1 id="update-card-title">Update card</h1>
      <p>{BILLING_MESSAGES.updateCardIntro}</p>
      <CardForm checkout={checkout} submitLabel={BILLING_MESSAGES.updateCard} label="Update card" />
      <TrustSeal />
    </section>
  );
}
