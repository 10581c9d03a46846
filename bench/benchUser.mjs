/**
 * A bench's own account on a built server (scripts/builtServer.mjs): registered and verified
 * through the API, its verification link read from the server's mail outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function post(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * The verification token mailed to `email`, from the outbox's .eml files. The text part may be
 * quoted-printable: soft line breaks are joined and `=3D` read before looking for the link.
 */
async function mailedVerificationToken(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 5000;
  for (;;) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const name of names) {
      const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      if (!text.includes(email)) continue;
      const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers and verifies `user` ({ type, firstName, lastName, email, password }) on `server`. */
export async function registerBenchUser(server, user) {
  await post(`${server.url}/register`, user);
  const token = await mailedVerificationToken(server.dataDir, user.email);
  const verified = await fetch(`${server.url}/verify/${token}`, { headers: { accept: 'application/json' } });
  if (!verified.ok) throw new Error(`verification answered ${verified.status}: ${await verified.text()}`);
}
