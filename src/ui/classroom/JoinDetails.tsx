/**
 * The running session's join details for a classroom screen (issue 36 item 10): a button opens
 * them across the whole window, in letters a class can read from the back of the room: the join
 * link, the session's name and its password.
 *
 * The link carries the session's name only, never its password: a link is pasted into chats and
 * e-mails, kept in browser histories and sent on in Referer headers, where a password in it would
 * let anyone in for the session's whole length. The students type the password from the screen.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { joinPath } from '../auth/joinLink';
import { appAddress } from '../../net/appAddress';

export function JoinDetails({ name, password }: { name: string; password: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const link = new URL(appAddress(joinPath(name)), window.location.origin).href;

  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape closes these details only, not the dashboard beneath.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  const hide = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <>
      <button type="button" ref={opener} onClick={() => setOpen(true)}>
        Show join details
      </button>
      {open && (
        <div className="join-details" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Join {name}</h2>
          <dl>
            <dt>Go to</dt>
            <dd>
              <a href={link} target="_blank" rel="noopener">
                {link}
              </a>
            </dd>
            <dt>Session</dt>
            <dd className="join-details-value">{name}</dd>
            <dt>Password</dt>
            <dd className="join-details-value">{password}</dd>
          </dl>
          <button type="button" ref={close} onClick={hide}>
            Close
          </button>
        </div>
      )}
    </>
  );
}
