import type { Server } from 'node:http';

/**
 * Idle keep-alive connections stay open `keepAliveMs` (see AppConfig.httpKeepAliveMs). Node wants the headers
 * timeout above the keep-alive one, or a request arriving as the connection idles out can be cut off.
 */
export function keepConnectionsAlive(server: Server, keepAliveMs: number): void {
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveMs + 1_000);
}
