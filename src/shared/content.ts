/**
 * The public site's payloads and constants, shared by the server that answers them and the pages
 * that show them (accounts-and-business.md §3 "Blog post", "Help post", "Help search request",
 * "API interest payload"; §7 "Content", `/register-api`, `/api/listening`, `/api/notification`;
 * §9 help search, API plans and legal constants).
 */
import { z } from 'zod';
import { ACCOUNT_LIMITS, emailField, FIELD_MESSAGES, plainText, requiredText } from './accounts';

/** Fuse.js options for the help search (spec §9), and how its requests are logged. */
export const HELP_SEARCH = {
  threshold: 0.32,
  distance: 320,
  /** POST /help/search is sent once the typing has paused this long, and never twice for the same request. */
  logDebounceMs: 1000,
  /** The longest query the server stores. */
  textMax: 200,
} as const;

/** Where the random id of a browser's help searches is kept (spec §3 "userIdentity"). */
export const HELP_IDENTITY_STORAGE_KEY = 'planimetry.help.userIdentity';

/** The anchor the verification screen links to (`/help#cant-find-emails`). */
export const CANT_FIND_EMAILS_SLUG = 'cant-find-emails';

/** Content slugs: lowercase words joined by hyphens, as the Markdown files are named. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z.string().max(120).regex(SLUG_PATTERN);

/**
 * One help entry from `content/help/<slug>.md`. `content` is the entry's Markdown (what the fuzzy
 * search reads), `html` the same rendered on the server from our own files.
 */
export const helpPostSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  topic: z.string(),
  /** What a reader may type for this entry, and the questions it answers: searched beside the title. */
  keywords: z.array(z.string()).default([]),
  questions: z.array(z.string()).default([]),
  content: z.string(),
  html: z.string(),
});
export type HelpPost = z.infer<typeof helpPostSchema>;

/** GET /help with `Accept: application/json`: every entry, in the order of their `order` front matter. */
export const helpListResponseSchema = z.object({ success: z.literal(true), posts: z.array(helpPostSchema) });

/** POST /help/search (spec §3 "Help search request"). */
export const helpSearchRequestSchema = z.object({
  text: requiredText('Text', HELP_SEARCH.textMax),
  selected_topic: plainText('Selected topic').max(120).nullable(),
  userIdentity: plainText('User identity').regex(/^[A-Za-z0-9-]{8,64}$/, FIELD_MESSAGES.invalid('User identity')),
});
export type HelpSearchRequest = z.infer<typeof helpSearchRequestSchema>;

/** A blog post's picture (spec §3): its address, title and alternative text. */
export const blogImageSchema = z.object({ url: z.string(), title: z.string(), alt: z.string() });

/** The head tags of a post's page (spec §3 "meta"). */
export const blogMetaSchema = z.object({
  title: z.string(),
  canonical: z.string(),
  metadesc: z.string(),
  metakeywords: z.string(),
  focuskw: z.string(),
});

export const blogCommentSchema = z.object({ name: z.string(), content: z.string(), date: z.string() });
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** A post in the list: no body, no comments. `date` is an ISO date (YYYY-MM-DD). */
export const blogSummarySchema = z.object({
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  date: z.string(),
  author: z.string(),
  image: blogImageSchema,
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** One post: `content` is its body rendered to HTML on the server from our own Markdown. */
export const blogPostSchema = blogSummarySchema.extend({
  content: z.string(),
  comments: z.array(blogCommentSchema),
  meta: blogMetaSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /blog and GET /blog/{slug} with `Accept: application/json`. */
export const blogListResponseSchema = z.object({ success: z.literal(true), posts: z.array(blogSummarySchema) });
export const blogPostResponseSchema = z.object({ success: z.literal(true), post: blogPostSchema });

export const BLOG_COMMENT_MAX = 2000;

/** POST /api/blog/{slug}/comments, signed in only: the name shown is the account's. */
export const blogCommentRequestSchema = z.object({
  content: requiredText('Comment', BLOG_COMMENT_MAX, { multiLine: true }),
});
export const blogCommentResponseSchema = z.object({ success: z.literal(true), comment: blogCommentSchema });

/** The API's plans (spec §9): price per session in US dollars, billed monthly, first month free. */
export const API_PLANS = [
  { id: 'maps', name: 'Maps', perSession: 0.2 },
  { id: 'maps images', name: 'Maps + Images', perSession: 0.3 },
  { id: 'maps images pro', name: 'Maps + Images + Pro', perSession: 0.4 },
] as const;
export type ApiPlanId = (typeof API_PLANS)[number]['id'];
export const API_PLAN_IDS = API_PLANS.map((plan) => plan.id) as [ApiPlanId, ...ApiPlanId[]];

/** A website address as typed in the API form: http(s) only, a dotted host, at most 2048 characters. */
const websiteField = requiredText('Website', 2048).refine(
  (value) => {
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  },
  { error: FIELD_MESSAGES.invalid('Website') },
);

/** POST /register-api (spec §3 "API interest payload", §5 "API registration"). */
export const apiInterestRequestSchema = z.object({
  name: requiredText('Name', ACCOUNT_LIMITS.nameMax),
  email: emailField(),
  website: websiteField,
  plan: z.enum(API_PLAN_IDS, { error: FIELD_MESSAGES.invalid('Plan') }),
  comment: plainText('Comments', { multiLine: true }).trim().max(ACCOUNT_LIMITS.messageMax, FIELD_MESSAGES.tooLong('Comments', ACCOUNT_LIMITS.messageMax)).default(''),
});
export type ApiInterestRequest = z.infer<typeof apiInterestRequestSchema>;
export const API_INTEREST_THANKS = 'Thank you! We will let you know as soon as the API is ready.';

/** The feedback modal's texts (spec §8 "Feedback"). */
export const FEEDBACK_MESSAGES = {
  thanks: 'Thank you for your feedback!',
  failed: 'There was an error sending your feedback. Please try again.',
} as const;

/** What the legal pages state (spec §9 "Legal"). */
export const LEGAL = {
  minimumAge: 18,
  noDataUnderAge: 13,
  termsNoticeDays: 30,
} as const;

/**
 * GET /api/site: what the public pages need from the server's configuration. Contact links come
 * from CONTACT_EMAIL, FACEBOOK_URL and TWITTER_URL; the social-sharing script's address from
 * SOCIAL_SCRIPT_URL (none by default), loaded only after marketing cookies are accepted; the trust
 * seal's script and the store pages likewise from their settings.
 */
export const siteConfigResponseSchema = z.object({
  success: z.literal(true),
  contact: z.object({ email: z.string(), facebook: z.string().nullable(), twitter: z.string().nullable() }),
  socialScriptUrl: z.string().nullable(),
  /** TRUST_SEAL_SCRIPT_URL: the trust seal's script, shown on the plans and card pages; null: none. */
  trustSealScriptUrl: z.string().nullable(),
  /** STORE_URL_*: each /download platform's store page; null: the web app's install steps. */
  storeUrls: z.object({ windows: z.string().nullable(), mac: z.string().nullable(), android: z.string().nullable(), ios: z.string().nullable() }),
});
export type SiteConfig = Omit<z.infer<typeof siteConfigResponseSchema>, 'success'>;

/** The first year of the copyright line (spec §2 "Layout": 2010 to the current year). */
export const COPYRIGHT_FIRST_YEAR = 2010;

/** Home's intro video (spec §9): autostart at least this long after its metadata loads, retried this often. */
export const INTRO_VIDEO = { autostartDelayMs: 4000, retryMs: 500 } as const;

/**
 * The download page's tiles (spec accounts §2 "Download": Windows, Mac, Android, iOS). Planimetry
 * installs from the browser (a PWA); a platform whose store page the server names (STORE_URL_*,
 * GET /api/site's `storeUrls`) links to that store instead of these steps.
 */
export const DOWNLOAD_PLATFORMS = [
  {
    id: 'windows',
    name: 'Windows',
    install: 'Open Planimetry in Microsoft Edge or Google Chrome and press Install above (or Install Planimetry in the address bar). It opens from the Start menu in its own window.',
  },
  {
    id: 'mac',
    name: 'Mac',
    install: 'In Chrome or Edge press Install above. In Safari (macOS Sonoma or later) choose File › Add to Dock. It opens from the Dock and Launchpad like any app.',
  },
  {
    id: 'android',
    name: 'Android',
    install: 'In Chrome press Install above, or open the ⋮ menu and choose Add to Home screen › Install. Planimetry then opens from your home screen.',
  },
  {
    id: 'ios',
    name: 'iOS',
    install: 'In Safari tap the Share button, then Add to Home Screen. Planimetry then opens from your home screen, full screen.',
  },
] as const satisfies readonly { id: keyof SiteConfig['storeUrls']; name: string; install: string }[];
