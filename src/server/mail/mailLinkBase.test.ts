import { describe, expect, it } from 'vitest';
import { mailLinkBase } from './mailLinkBase';

const FALLBACK = 'http://localhost:8080';

describe('mailLinkBase', () => {
  it('answers PUBLIC_URL, without its trailing slash, whatever the request names', () => {
    const base = mailLinkBase({ publicUrl: 'https://planimetry.example/', fallbackUrl: FALLBACK });
    expect(base({ protocol: 'http', host: 'evil.example' })).toBe('https://planimetry.example');
  });

  it('follows the request to a loopback name or an allowed host, with its protocol and port', () => {
    const base = mailLinkBase({ publicUrl: undefined, allowedHosts: ['planimetry.test', '192.0.2.7:8443'], fallbackUrl: FALLBACK });
    expect(base({ protocol: 'http', host: 'localhost:5173' })).toBe('http://localhost:5173');
    expect(base({ protocol: 'http', host: '127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
    expect(base({ protocol: 'http', host: '[::1]:8080' })).toBe('http://[::1]:8080');
    expect(base({ protocol: 'https', host: 'Planimetry.TEST' })).toBe('https://planimetry.test');
    expect(base({ protocol: 'https', host: '192.0.2.7:8443' })).toBe('https://192.0.2.7:8443');
  });

  it('answers the fallback for any other host, a port an entry does not allow, or a malformed address', () => {
    const base = mailLinkBase({ publicUrl: undefined, allowedHosts: ['planimetry.test', '192.0.2.7:8443'], fallbackUrl: `${FALLBACK}/` });
    for (const host of ['evil.example', 'planimetry.test.evil.example', '192.0.2.7:8080', 'localhost@evil.example', 'localhost/evil', 'planimetry.test:1/x', '']) {
      expect(base({ protocol: 'http', host })).toBe(FALLBACK);
    }
    expect(base({ protocol: 'javascript', host: 'localhost' })).toBe(FALLBACK);
  });
});
