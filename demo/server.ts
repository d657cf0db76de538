import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { strictFromEnv } from './strict';

export interface StartOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Interface to listen on; default: all interfaces (the URL then says localhost). */
  host?: string;
  distDir?: string;
  /** Strict mode for every visitor (default: the VITRINA_STRICT environment variable). */
  strict?: boolean;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the demo CMS; resolves once it listens. */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const app = createApp({ ...(options.distDir ? { distDir: options.distDir } : {}), strict: options.strict ?? strictFromEnv() });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 3000, ...(options.host ? { hostname: options.host } : {}) },
      (info) => {
        resolve({
          url: `http://${urlHost(options.host)}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              const http = server as Server;
              http.close(() => done());
              // Keep-alive sockets and 'hang' faults must not hold the server open.
              http.closeAllConnections?.();
            }),
        });
      },
    ) as Server;
    server.once('error', reject);
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  const port = Number(process.env.PORT) || 3000;
  startServer({ port, ...(process.env.HOST ? { host: process.env.HOST } : {}), ...(process.env.VITRINA_DIST ? { distDir: process.env.VITRINA_DIST } : {}) }).then(
    (running) => {
      console.log(`Vitrina demo CMS: ${running.url}/  (developer page: ${running.url}/demo/)${strictFromEnv() ? '  strict mode: spec-shaped answers only' : ''}`);
      const stop = (): void => {
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error('Could not start the demo server:', error);
      process.exit(1);
    },
  );
}
