/**
 * The help page and the blog as a reader uses them (issue 18): the fuzzy help search and its log,
 * `#slug` opening an entry, a post with its comments and head tags, a missing post landing on
 * /blog, and both on a phone without sideways scrolling.
 */
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { HELP_IDENTITY_STORAGE_KEY, HELP_SEARCH, type BlogPost, type BlogSummary } from '../../src/shared/content';
import { stopClock } from './testClock';

const isSearchLog = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/help/search';

/** The help entries list and its entries, as the page shows them. */
const helpEntries = (page: Page) => page.getByRole('list', { name: 'Help entries' });

/** The blog's posts and one post, from the JSON the client reads too. */
async function blogPosts(page: Page): Promise<BlogSummary[]> {
  const response = await page.request.get('/blog', { headers: { accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { posts: BlogSummary[] }).posts;
}
async function blogPost(page: Page, slug: string): Promise<BlogPost> {
  const response = await page.request.get(`/blog/${slug}`, { headers: { accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { post: BlogPost }).post;
}

/** Whether the page is wider than the screen (a sideways scroll), at the document or the layout. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => [document.documentElement, document.querySelector('.public-page')].some((box) => box !== null && box.scrollWidth > box.clientWidth));

test.describe('help', () => {
  test('a misspelt "perimter" finds the perimeter entry, and the search is logged once the typing pauses, never twice the same', async ({ page }) => {
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (isSearchLog(request)) logged.push(request.postDataJSON());
    });
    // The page's clock is Playwright's: the log's second of pause passes when the test runs it
    // through, so slow typing on a loaded machine never pauses long enough to log half a word.
    await page.clock.install();
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Planimetry help' })).toBeVisible();
    await expect(helpEntries(page).getByRole('listitem').first()).toBeVisible();
    const entryCount = await helpEntries(page).getByRole('listitem').count();
    await stopClock(page);

    const search = page.getByRole('searchbox', { name: 'Search help' });
    const firstLog = page.waitForRequest(isSearchLog);
    await search.pressSequentially('perimter', { delay: 30 });
    // The results follow the typing at once; the log waits for the pause.
    await expect(helpEntries(page).getByRole('listitem').first()).toContainText(/perimeter/i);
    expect(await helpEntries(page).getByRole('listitem').count()).toBeLessThan(entryCount);
    await page.clock.runFor(HELP_SEARCH.logDebounceMs - 1);
    expect(logged).toEqual([]);
    await page.clock.runFor(1);

    const identity = await page.evaluate((key) => localStorage.getItem(key), HELP_IDENTITY_STORAGE_KEY);
    expect((await firstLog).postDataJSON()).toEqual({ text: 'perimter', selected_topic: null, userIdentity: identity });
    expect(identity).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    // Back to the same text: not sent again. A new text is, and it is the next request.
    await search.press('x');
    await search.press('Backspace');
    await page.clock.runFor(HELP_SEARCH.logDebounceMs);
    const nextLog = page.waitForRequest(isSearchLog);
    await search.pressSequentially(' area', { delay: 30 });
    await page.clock.runFor(HELP_SEARCH.logDebounceMs);
    expect((await nextLog).postDataJSON()).toMatchObject({ text: 'perimter area' });
    expect(logged.map((body) => (body as { text: string }).text)).toEqual(['perimter', 'perimter area']);

    // Opening a result from the search says which one in the log.
    const refilledLog = page.waitForRequest(isSearchLog);
    await search.fill('perimter');
    await page.clock.runFor(HELP_SEARCH.logDebounceMs);
    expect((await refilledLog).postDataJSON()).toMatchObject({ text: 'perimter', selected_topic: null });
    const openedLog = page.waitForRequest(isSearchLog);
    const result = helpEntries(page).getByRole('listitem').first().getByRole('group');
    // An opened <details> tells the page in a 'toggle' event of its own, queued after the click,
    // and the log's pause starts there: on a loaded machine that task came after the clock had
    // been run on, so the pause never ended. The clock runs once the page has had the event.
    await result.evaluate((details) => details.addEventListener('toggle', () => details.setAttribute('data-test-toggled', ''), { once: true }));
    await result.getByText(/perimeter/i).first().click();
    await expect(result).toHaveAttribute('open', '');
    await expect(result).toHaveAttribute('data-test-toggled', '');
    await page.clock.runFor(HELP_SEARCH.logDebounceMs);
    expect((await openedLog).postDataJSON()).toMatchObject({ text: 'perimter', selected_topic: await result.getAttribute('id') });
  });

  test('a word no entry comes near says so', async ({ page }) => {
    await page.goto('/help');
    await expect(helpEntries(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search help' }).fill('xylophonequartz');
    await expect(page.getByText('No entry matches “xylophonequartz”.')).toBeVisible();
    await expect(helpEntries(page).getByRole('listitem')).toHaveCount(0);
  });

  test('/help#cant-find-emails opens that entry and shows it, linked from the verification screen', async ({ page }) => {
    await page.goto('/help#cant-find-emails');
    const entry = page.locator('#cant-find-emails');
    await expect(entry).toHaveAttribute('open', '');
    await expect(entry.getByRole('paragraph').first()).toBeVisible();
    await expect(entry).toBeInViewport();
    // The rest of the help is still there, inside the site's layout.
    await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

/** What people type, and the entry each one is about (issue 36 item 11). */
const TYPED_QUERIES = [
  ['magik wnad', 'Selecting a region with the magic wand'],
  ['wnad', 'Selecting a region with the magic wand'],
  ['emial', "I can't find the verification e-mail"],
  ['how do I measure a roof', 'Measuring on a map'],
  ['cancel subscription', 'Plans, trial and billing'],
] as const;

const SIZES = [
  ['on a desktop', {}],
  ['on a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const;

for (const [size, device] of SIZES) {
  test.describe(`what people type, and the footer, ${size} (issue 36 item 11)`, () => {
    test.use({ accountOptions: null, ...device });

    test('misspelt words and questions find the entry about them first', async ({ page }) => {
      await page.goto('/help');
      await expect(helpEntries(page).getByRole('listitem').first()).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search help' });
      for (const [query, title] of TYPED_QUERIES) {
        await search.fill('');
        await search.pressSequentially(query);
        await expect(helpEntries(page).getByRole('listitem').first().getByRole('group')).toContainText(title);
      }
    });

    test('the footer links the blog and the API page', async ({ page }) => {
      await page.goto('/help');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
      await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
      await expect(page).toHaveURL(/\/api$/);
      await expect(page.getByRole('heading', { name: 'Planimetry API', level: 1 })).toBeVisible();
    });
  });
}

test.describe('blog', () => {
  test('a post shows its comments, takes a new one from the signed-in reader, and sets its head tags', async ({ page, baseURL, account }) => {
    const [first] = await blogPosts(page);
    expect(first).toBeDefined();
    const slug = first!.slug;
    const text = `Measured our field with it: ${Date.now().toString(36)}`;
    // The server refuses state-changing calls from other sites: this one says it comes from the app's page.
    const added = await page.request.post(`/api/blog/${slug}/comments`, { data: { content: text }, headers: { origin: baseURL! } });
    expect(added.ok()).toBe(true);
    const expected = await blogPost(page, slug);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: first!.title });
    await expect(card.getByRole('img', { name: first!.image.alt })).toBeVisible();
    await expect(card).toContainText(first!.excerpt);
    await expect(card).toContainText(first!.author);
    await card.getByRole('link', { name: first!.title }).click();

    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { name: expected.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: expected.image.alt })).toBeVisible();
    const comment = page.getByRole('article', { name: /^Comment by / }).filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment).toContainText(account!.firstName);

    const head = await page.evaluate(() => ({
      title: document.title,
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
      keywords: document.head.querySelector('meta[name="keywords"]')?.getAttribute('content'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      canonicalLinks: document.head.querySelectorAll('link[rel="canonical"]').length,
    }));
    expect(head).toEqual({
      title: expected.meta.title,
      descriptions: [expected.meta.metadesc],
      keywords: expected.meta.metakeywords,
      canonical: new URL(expected.meta.canonical, baseURL).href,
      canonicalLinks: 1,
    });

    const reply = `And the garden next door ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Comment' }).fill(reply);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('article', { name: /^Comment by / }).filter({ hasText: reply })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('');

    // Leaving the post gives the site's own description back.
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    const descriptions = await page.evaluate(() => [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')));
    expect(descriptions).toHaveLength(1);
    expect(descriptions).not.toContain(expected.meta.metadesc);
  });

  test('an unknown post lands on /blog', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  });

  test.describe('signed out', () => {
    test.use({ accountOptions: null });

    test('a reader who is not signed in, opening a post by its address, sees the comments but no comment form, and one set of head tags', async ({ page }) => {
      const [first] = await blogPosts(page);
      const expected = await blogPost(page, first!.slug);
      await page.goto(`/blog/${first!.slug}`);
      await expect(page.getByRole('heading', { name: 'Comments', exact: false })).toBeVisible();
      // The server wrote the post's tags into the page it sent; the page keeps one of each.
      const counts = await page.evaluate(() =>
        ['title', 'meta[name="description"]', 'meta[name="keywords"]', 'link[rel="canonical"]'].map((selector) => document.head.querySelectorAll(selector).length),
      );
      expect(counts).toEqual([1, 1, 1, 1]);
      expect(await page.title()).toBe(expected.meta.title);
      await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('help, the blog and a post fit the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/help#cant-find-emails');
    await expect(page.locator('#cant-find-emails')).toHaveAttribute('open', '');
    expect(await scrollsSideways(page)).toBe(false);

    await page.goto('/blog');
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);

    await firstCard.getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Comments', exact: false })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
