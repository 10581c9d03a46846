/**
 * GET /api/site: what the public pages need from the server's configuration (spec accounts §2
 * "/contact", "Layout" social links; §7 the social-sharing script): the contact address, the
 * Facebook and Twitter pages, the social-sharing and trust seal scripts' addresses and /download's store pages. Open to everyone; it
 * reads no account and nothing a visitor sends.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { siteConfigResponseSchema } from '../../shared/content';
import { DEFAULT_CONTACT_EMAIL, type SiteConfig } from '../serverConfig';

export type SiteOptions = SiteConfig;

/** Without configuration: the default address, no social links, no script. */
export const DEFAULT_SITE: SiteOptions = { contactEmail: DEFAULT_CONTACT_EMAIL, facebookUrl: null, twitterUrl: null, socialScriptUrl: null,
  trustSealScriptUrl: null,
  storeUrls: { windows: null, mac: null, android: null, ios: null },
};

export const siteRoutes: FastifyPluginAsync<{ site: SiteOptions }> = async (app, { site }) => {
  const answer: z.infer<typeof siteConfigResponseSchema> = {
    success: true,
    contact: { email: site.contactEmail, facebook: site.facebookUrl, twitter: site.twitterUrl },
    socialScriptUrl: site.socialScriptUrl,
    trustSealScriptUrl: site.trustSealScriptUrl,
    storeUrls: site.storeUrls,
  };
  app.get('/site', async (_request, reply) => {
    // The configuration changes only with a restart; a short cache spares a call per page view.
    reply.header('cache-control', 'public, max-age=300');
    return answer;
  });
};
