/**
 * The site's frame around every page: the cookie consent, the site notification banner, the
 * server's site configuration (contact and social links, the social-sharing script) and the
 * social script that follows the consent. Built once by createApp.
 */
import type { SiteConfig } from '../../shared/content';
import type { Consent } from './consent';
import type { SiteNotice } from './siteNotice';

export interface SiteServices {
  consent: Consent;
  notice: SiteNotice;
  /** GET /api/site, asked once per page load (a failure is asked again next time). */
  config: () => Promise<SiteConfig>;
}
