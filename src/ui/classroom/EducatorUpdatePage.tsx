/**
 * /educator-update (spec accounts §2 "Educator update"): the school's details and the badge page's
 * address, the confirmation, and 'Send Badge and Instructions'. The server then mails the badge
 * and ends this login, so the page logs out here too and shows what happens next.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CLASSROOM_MESSAGES, educatorApplicationSchema } from '../../shared/classroom';
import { useCoreServices } from '../AppServices';
import { EducatorFields, EMPTY_EDUCATOR, type EducatorForm } from '../auth/EducatorFields';
import { fieldErrors, messageOf } from '../auth/formErrors';
import { RequireAuth } from '../auth/RequireAuth';

/** The application's field names as the shared form names them. */
const FORM_FIELD: Readonly<Record<string, string>> = { name: 'nameOfSchool', phone: 'phoneNumber' };

export function EducatorUpdatePage() {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <section className="auth-form" aria-labelledby="educator-update-title">
        <h1 id="educator-update-title">Thank you</h1>
        <p role="status">
          We are sending you the badge and its instructions by email. Place the badge on your school page, then log in again. We review
          educator registrations within 24 hours.
        </p>
        <Link to="/">Return to the homepage</Link>
      </section>
    );
  }
  return (
    <RequireAuth>
      <EducatorUpdateForm onDone={() => setDone(true)} />
    </RequireAuth>
  );
}

function EducatorUpdateForm({ onDone }: { onDone: () => void }) {
  const { auth, classroomApi } = useCoreServices();
  const [form, setForm] = useState<EducatorForm>(EMPTY_EDUCATOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = educatorApplicationSchema.safeParse({
      phone: form.phoneNumber,
      name: form.nameOfSchool,
      city: form.city,
      country: form.country,
      usage: form.usage,
      badge_url: form.address ? `https://${form.address}` : '',
    });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const [field, message] of Object.entries(fieldErrors(parsed.error))) found[FORM_FIELD[field] ?? field] = message;
    if (!form.confirmed) found.confirmed = CLASSROOM_MESSAGES.updateConfirmation;
    setErrors(found);
    if (!parsed.success || !form.confirmed) return;
    setBusy(true);
    try {
      await classroomApi.enable(parsed.data);
      onDone();
      // The server ended this login: log out here without asking to save.
      auth.send({ type: 'session.expired' });
    } catch (error) {
      setFailure(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <section className="auth-form" aria-labelledby="educator-update-title">
      <h1 id="educator-update-title">Educator details</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <EducatorFields form={form} errors={errors} onChange={setForm} confirmation={CLASSROOM_MESSAGES.updateConfirmation} />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {CLASSROOM_MESSAGES.sendBadge}
        </button>
      </form>
    </section>
  );
}
