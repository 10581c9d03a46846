import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../src/net/apiClient';
import { createDocumentsApi } from '../../src/net/documentsApi';
import { openImageTestApp, type ImageTestApp } from '../../src/server/uploads/testing/openImageTestApp';

/** The client's storeImage against the real server route (a unit test may cross the layers; src/ may not). */
const GIF = readFileSync(new URL('../../../shared/fixtures/images/resvg-image.gif', import.meta.url));
const gifBlob = () => new Blob([new Uint8Array(GIF)], { type: 'image/gif' });

let server: ImageTestApp;
beforeEach(async () => {
  server = await openImageTestApp();
});
afterEach(async () => {
  await server.close();
});

describe('the documents API client storing an image', () => {
  it('sends a blob under a name that matches its type, and the path it answers serves the same bytes', async () => {
    const baseURL = await server.app.listen({ port: 0, host: '127.0.0.1' });
    let accessToken: string | null = server.token;
    const documents = createDocumentsApi(createApiClient({ baseURL, clientId: 'client-a', accessToken: () => accessToken }));
    // A rendered PDF page is a PNG blob whose file name says .pdf: the blob's type decides.
    const path = await documents.storeImage(gifBlob(), 'plan.pdf');
    expect(path).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.gif$/);
    const served = await fetch(new URL(path, baseURL));
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), GIF)).toBe(0);

    accessToken = null;
    const refused = await documents.storeImage(gifBlob(), 'a.gif').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({ status: 401 });
  });
});
