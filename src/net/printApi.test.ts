import { type IncomingMessage, type ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRINT_FAILURE_MESSAGE, type PrintRequestInput } from '../shared/print';
import { DEFAULT_SETTINGS } from '../shared/settings';
import { EMPTY_DOCUMENT_STATE } from '../shared/testing/documentStates';
import { createApiClient } from './apiClient';
import { createPrintApi, PrintApiError } from './printApi';
import { readJsonBody, sendJson, serveStandIn } from './testing/standInServer';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const PDF_BYTES = '%PDF-1.7\n%%EOF\n';

/** What the stand-in answers next, by path. */
let answers: Record<string, (response: ServerResponse) => void> = {};
const received: { url: string; body: unknown }[] = [];
const failures: number[] = [];

async function handle(request: IncomingMessage, response: ServerResponse) {
  received.push({ url: request.url!, body: await readJsonBody(request) });
  const answer = answers[request.url!];
  if (answer) return answer(response);
  return sendJson(response, 404, { success: false, message: 'Not found' });
}

const standIn = serveStandIn(handle);
beforeEach(() => {
  answers = {};
  received.length = 0;
  failures.length = 0;
});

const api = () => createPrintApi(createApiClient({ baseURL: standIn.url, clientId: 'client-1', onFailureStatus: (status) => failures.push(status) }));

const REQUEST: PrintRequestInput = {
  state: EMPTY_DOCUMENT_STATE as PrintRequestInput['state'],
  stage: { width: 800, height: 600 },
  settings: DEFAULT_SETTINGS,
  fileName: 'Garden',
};

const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('the call should fail'), (error: unknown) => error as PrintApiError);

describe('print API client', () => {
  it('posts the print body with the pixel ratio default and only the print settings, and answers the PNG data URL', async () => {
    answers['/api/print'] = (response) => sendJson(response, 200, { success: true, data: PNG });
    await expect(api().print(REQUEST)).resolves.toBe(PNG);
    const body = received[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ stage: { width: 800, height: 600 }, pixelRatio: 1, fileName: 'Garden' });
    // The settings that change nothing on paper (colour, cookies) are not sent.
    expect(Object.keys(body.settings as object).sort()).toEqual(['displayAngles', 'displayLineLength', 'gridTransparency', 'imperial', 'inchFraction', 'lineWeight', 'showUncertainty']);
  });

  it('answers the exported images with their names', async () => {
    const imagesBlob = [{ name: 'Garden-layer-1.png', base64: 'AAAA' }, { name: 'Garden-layer-2.png', base64: 'BBBB' }];
    answers['/api/exportWeb'] = (response) => sendJson(response, 200, { success: true, data: { imagesBlob } });
    await expect(api().exportImages(REQUEST)).resolves.toEqual(imagesBlob);
  });

  it('answers the report as a PDF blob', async () => {
    answers['/api/report'] = (response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Garden.pdf"' });
      response.end(PDF_BYTES);
    };
    const pdf = await api().report(REQUEST);
    expect(pdf.type).toBe('application/pdf');
    expect(await pdf.text()).toBe(PDF_BYTES);
  });

  it("keeps the server's message of a failure, for JSON answers and for the report's", async () => {
    answers['/api/print'] = (response) => sendJson(response, 503, { success: false, message: 'The server is busy, please try again in a minute' });
    answers['/api/report'] = (response) => sendJson(response, 400, { success: false, message: 'state.layers: Required' });
    const print = await failure(api().print(REQUEST));
    expect(print).toBeInstanceOf(PrintApiError);
    expect(print).toMatchObject({ message: 'The server is busy, please try again in a minute', status: 503 });
    expect(await failure(api().report(REQUEST))).toMatchObject({ message: 'state.layers: Required', status: 400 });
    // The app's status rules still hear every failure.
    expect(failures).toEqual([503, 400]);
  });

  it("says the spec's message when the failure has no message of the server's, or the answer is not what was promised", async () => {
    answers['/api/print'] = (response) => {
      response.writeHead(500);
      response.end();
    };
    answers['/api/exportWeb'] = (response) => sendJson(response, 200, { success: true, data: { images: [] } });
    answers['/api/report'] = (response) => sendJson(response, 200, { success: true });
    expect(await failure(api().print(REQUEST))).toMatchObject({ message: PRINT_FAILURE_MESSAGE, status: 500 });
    expect((await failure(api().exportImages(REQUEST))).message).toBe(PRINT_FAILURE_MESSAGE);
    expect((await failure(api().report(REQUEST))).message).toBe(PRINT_FAILURE_MESSAGE);
  });

  it('sends nothing when the body would be refused', async () => {
    const error = await failure(api().print({ ...REQUEST, stage: { width: 0, height: 600 } }));
    expect(error.message).toBe(PRINT_FAILURE_MESSAGE);
    expect(received).toEqual([]);
  });
});
