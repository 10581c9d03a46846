import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/constants';
import { fetchConvertedImage, uploadForConversion, UploadError } from './uploadClient';
import { sendJson, serveStandIn } from './testing/standInServer';

const DXF = readFileSync('../shared/fixtures/dxf/1x1rectangle.dxf');
const CONVERTED = readFileSync('../shared/fixtures/images/resvg-image.gif');

/** What the test server received: the multipart field's file, as the server would read it. */
const received: { name: string; size: number; type: string; clientId: string | undefined; accessToken: string | undefined; bytes: Buffer }[] = [];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stand-in for the server's upload route, speaking the same protocol: multipart with the file
 * in field `file`, JSON answers, the converted image served at the answered path.
 */
async function handle(request: IncomingMessage, response: ServerResponse) {
  if (request.method === 'GET' && request.url === '/api/uploads/converted.png') {
    response.writeHead(200, { 'content-type': 'image/gif' });
    response.end(CONVERTED);
    return;
  }
  if (request.method === 'GET' && request.url === '/api/uploads/gone.png') return sendJson(response, 404, { success: false, message: 'Not found' });
  if (request.method !== 'POST' || request.url !== '/api/uploads') return sendJson(response, 404, { success: false, message: 'Not found' });
  const body = await readBody(request);
  // Node's own multipart parser, the one fetch's Response uses, reads the form as a server would.
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type']! } }).formData();
  const file = form.get('file');
  if (!(file instanceof File)) return sendJson(response, 400, { success: false, message: 'No file in field "file"', field: 'file' });
  const bytes = Buffer.from(await file.arrayBuffer());
  const header = (name: string) => request.headers[name] as string | undefined;
  received.push({ name: file.name, size: file.size, type: file.type, clientId: header('x-client-id'), accessToken: header('access-token'), bytes });
  if (file.name.startsWith('broken')) return sendJson(response, 422, { success: false, message: 'The DXF file has no entities to draw.' });
  if (file.name.startsWith('crash')) {
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end('<h1>Internal Server Error</h1>');
    return;
  }
  if (file.name.startsWith('odd')) return sendJson(response, 200, { success: true, path: 42 });
  return sendJson(response, 200, {
    success: true,
    path: '/api/uploads/converted.png',
    width: 2040,
    height: 2040,
    source: 'dxf',
    drawingScale: { unit: 'mm', unitsPerPixel: 0.005 },
    declaredUnits: 'mm',
  });
}

const standIn = serveStandIn(handle);

describe('uploadForConversion', () => {
  it('sends the file in the multipart field "file" with its name and the client id, and reads the answer', async () => {
    const answer = await uploadForConversion(new Blob([DXF]), '1x1rectangle.dxf', { baseURL: standIn.url, clientId: 'client-12345678' });
    expect(answer).toEqual({
      success: true,
      path: '/api/uploads/converted.png',
      width: 2040,
      height: 2040,
      source: 'dxf',
      drawingScale: { unit: 'mm', unitsPerPixel: 0.005 },
      declaredUnits: 'mm',
    });
    const last = received.at(-1)!;
    expect(last).toMatchObject({ name: '1x1rectangle.dxf', size: DXF.length, clientId: 'client-12345678' });
    expect(last.bytes.equals(DXF)).toBe(true);
    expect(last.accessToken).toBeUndefined();
  });

  it('sends the access token, which the server requires to convert', async () => {
    await uploadForConversion(new Blob([DXF]), '1x1rectangle.dxf', { baseURL: standIn.url, clientId: 'client-12345678', accessToken: 'token-of-ann' });
    expect(received.at(-1)).toMatchObject({ clientId: 'client-12345678', accessToken: 'token-of-ann' });
  });

  it("shows the server's own message when the conversion fails", async () => {
    const failure = uploadForConversion(new Blob([DXF]), 'broken.dxf', { baseURL: standIn.url });
    await expect(failure).rejects.toBeInstanceOf(UploadError);
    await expect(failure).rejects.toMatchObject({ message: 'The DXF file has no entities to draw.', status: 422 });
  });

  it('falls back to the spec message when the server answers no JSON or an unexpected shape', async () => {
    await expect(uploadForConversion(new Blob([DXF]), 'crash.dxf', { baseURL: standIn.url })).rejects.toMatchObject({
      message: MESSAGES.fileUploadFailed,
      status: 500,
    });
    await expect(uploadForConversion(new Blob([DXF]), 'odd.dxf', { baseURL: standIn.url })).rejects.toMatchObject({ message: MESSAGES.fileUploadFailed });
  });

  it('falls back to the spec message when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(uploadForConversion(new Blob([DXF]), 'a.dxf', { baseURL: `http://127.0.0.1:${port}` })).rejects.toMatchObject({
      message: MESSAGES.fileUploadFailed,
      status: undefined,
    });
  });
});

describe('fetchConvertedImage', () => {
  it('fetches the converted image as a blob', async () => {
    const blob = await fetchConvertedImage('/api/uploads/converted.png', { baseURL: standIn.url });
    expect(blob.type).toBe('image/gif');
    expect(Buffer.from(await blob.arrayBuffer()).equals(CONVERTED)).toBe(true);
  });

  it('fails with the spec message when the image is gone', async () => {
    await expect(fetchConvertedImage('/api/uploads/gone.png', { baseURL: standIn.url })).rejects.toMatchObject({ message: MESSAGES.fileUploadFailed, status: 404 });
  });
});
