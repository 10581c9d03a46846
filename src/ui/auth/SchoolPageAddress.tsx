/**
 * A waiting educator's school page address, shown where they wait: the educator's thank-you page
 * after the verification link, while they are signed in (AB7.39). A mistyped address can be
 * corrected there; the server sends the badge mail again and looks for the badge at the new page.
 * Only while the school waits for its badge or its review: an approved or rejected one has no form.
 */
import { useId, useState, type FormEvent } from 'react';
import { badgeUrlRequestSchema } from '../../shared/classroom';
import { useCoreServices } from '../AppServices';
import { fieldErrors, messageOf } from './formErrors';
import { useAuthUser } from './useAuth';

const PREFIX = 'https://';

export function SchoolPageAddress() {
  const { classroomApi } = useCoreServices();
  const educator = useAuthUser()?.educator;
  const id = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!educator || (educator.status !== 'badge-pending' && educator.status !== 'review-pending')) return null;
  const current = saved ?? educator.badge_url;
  const typed = address ?? current.replace(/^https?:\/\//, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = `${PREFIX}${typed.trim()}`;
    const parsed = badgeUrlRequestSchema.safeParse({ url });
    setNotice(null);
    if (!parsed.success) return setError(fieldErrors(parsed.error).url ?? null);
    setBusy(true);
    try {
      setNotice(await classroomApi.badgeUrl(parsed.data.url));
      setSaved(parsed.data.url);
      setError(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="school-page" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`}>Your school page</h2>
      <p>
        We look for the badge on <strong>{current}</strong>. Wrong address? Correct it here and we send the badge and instructions again.
      </p>
      <div className="field">
        <label htmlFor={`${id}-address`}>School web page address</label>
        <div className="prefixed">
          <span aria-hidden="true">{PREFIX}</span>
          <input
            id={`${id}-address`}
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setAddress(event.target.value.replace(/^https?:\/\//, ''))}
          />
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy}>
        Save address
      </button>
      {notice && <p role="status">{notice}</p>}
    </form>
  );
}
