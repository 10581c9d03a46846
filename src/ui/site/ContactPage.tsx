import { SocialLinks } from './SocialLinks';
import { useSiteConfig } from './useSite';

/** /contact (spec accounts §2): the contact address and the social pages, as the server is configured. */
export function ContactPage() {
  const site = useSiteConfig();
  return (
    <section className="contact-page">
      <h1>Contact</h1>
      <p>Questions about measuring, your account or a payment? Write to us and a person will answer, usually within one working day.</p>
      {site === null ? (
        <p role="status">Loading…</p>
      ) : site === 'failed' ? (
        <p role="alert">The contact details could not be loaded. Please reload the page.</p>
      ) : (
        <ul className="contact-links">
          <li>
            Email: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </li>
          {(site.contact.facebook !== null || site.contact.twitter !== null) && (
            <li className="contact-social">
              Follow us: <SocialLinks site={site} />
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
