import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FEEDBACK_THANKS, feedbackMachine } from '../../app/feedback/feedbackMachine';
import { Field } from '../auth/Field';
import { useAuthUser } from '../auth/useAuth';
import { useCoreServices } from '../AppServices';
import { Modal } from '../modals/Modal';

/**
 * The feedback modal (spec accounts §2 "Other modals"): Email, prefilled with the user's, and
 * Message. The form's workflow (checking, sending, the answers) is app/feedback/feedbackMachine.ts.
 */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { authApi } = useCoreServices();
  const user = useAuthUser();
  const feedback = useActorRef(feedbackMachine, { input: { email: user?.email ?? '', send: authApi.listening } });
  const { form, errors, failure } = useSelector(feedback, (snapshot) => snapshot.context);
  const state = useSelector(feedback, (snapshot) => snapshot.value);
  const messageId = useId();

  if (state === 'sent') {
    return (
      <Modal title="Feedback" onClose={onClose} className="dialog-confirm">
        <p role="status">{FEEDBACK_THANKS}</p>
        <div className="dialog-actions">
          <button type="button" className="dialog-button" onClick={onClose} data-autofocus>
            Close
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Feedback" onClose={onClose} className="dialog-feedback">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          feedback.send({ type: 'feedback.submit' });
        }}
      >
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onChange={(event) => feedback.send({ type: 'feedback.edit', field: 'email', value: event.target.value })}
        />
        <div className="field">
          <label htmlFor={messageId}>Message</label>
          <textarea
            id={messageId}
            rows={6}
            value={form.message}
            data-autofocus
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            onChange={(event) => feedback.send({ type: 'feedback.edit', field: 'message', value: event.target.value })}
          />
          {errors.message && (
            <p id={`${messageId}-error`} className="field-error" role="alert">
              {errors.message}
            </p>
          )}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="dialog-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="dialog-button" disabled={state === 'sending'}>
            {state === 'sending' ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
