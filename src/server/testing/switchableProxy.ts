/**
 * A TCP proxy in front of the test database that a test can switch, to play a database that goes
 * away and comes back without touching the real server: `forward` passes bytes both ways,
 * `refuse` stops listening and cuts every open connection (a stopped server), and `hang` accepts
 * connections but never answers (a server behind a dead network).
 */
import net from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'hang';

export interface SwitchableProxy {
  /** The port on 127.0.0.1 the proxy listens on; the same in every mode. */
  readonly port: number;
  /** Switches the mode; leaving `forward` or `hang` cuts the connections opened in it. */
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy to `target` in `forward` mode. */
export async function openSwitchableProxy(target: { host: string; port: number }): Promise<SwitchableProxy> {
  let mode: ProxyMode = 'forward';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on one side or the other; that is the point, not a failure.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'hang') return;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async set(next) {
      if (next === mode) return;
      mode = next;
      cutAll();
      if (next === 'refuse') await stopListening();
      else if (!server.listening) await listen(port);
    },
    async close() {
      cutAll();
      await stopListening();
    },
  };
}
