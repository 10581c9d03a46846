import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCoreServices } from '../../AppServices';

/**
 * A legal page's frame (spec accounts §2 "Legal pages"): its title, when it was last changed, its
 * text, and I Accept, which accepts the cookie notice and returns to /.
 */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const { consent } = useCoreServices().site;
  const navigate = useNavigate();
  return (
    <article className="legal-page">
      <h1>{title}</h1>
      <p className="legal-updated">Last updated: {updated}</p>
      {children}
      <div className="legal-actions">
        <button
          type="button"
          className="legal-accept"
          onClick={() => {
            consent.accept();
            void navigate('/');
          }}
        >
          I Accept
        </button>
      </div>
    </article>
  );
}
