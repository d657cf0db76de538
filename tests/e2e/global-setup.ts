import type { TestProject } from 'vitest/node';
import { startServer } from '../../demo/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the demo CMS on a free port for the browser tests and stops it after them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // VITRINA_DIST points the demo at another build (parallel work trees); the default is dist/.
  const server = await startServer({ port: 0, host: '127.0.0.1', ...(process.env.VITRINA_DIST ? { distDir: process.env.VITRINA_DIST } : {}) });
  project.provide('baseUrl', server.url);
  return () => server.close();
}
