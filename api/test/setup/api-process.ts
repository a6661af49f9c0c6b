import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { freePort } from './free-port';

/*
 * The real API as its own OS process, from its sources (`src/server.ts` under node with tsx's
 * loader, as `pnpm --filter @portal/api dev` runs it; production runs the same modules compiled,
 * `node dist/server.js`). node is spawned directly so that a signal hits the server itself, not a
 * wrapper.
 */

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** A cold start (tsx, PGlite, migrations, seeding with scrypt) on a slow, loaded machine. */
export const START_TIMEOUT = 180_000;

export type ApiProcess = {
  child: ChildProcess;
  port: number;
  metricsPort: number;
  baseUrl: string;
  output: () => string;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string | null>;
};

const children = new Set<ChildProcess>();

/** Ours without any database or listener settings, then the test's own (`env`). */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'PGLITE_DIR', 'SEED', 'PORT', 'HOST', 'METRICS_PORT', 'METRICS_HOST', 'SMTP_URL', 'NODE_OPTIONS']) {
    delete inherited[name];
  }
  return { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
}

/**
 * Spawns `src/server.ts` (or `entry`, node's arguments for another one: a build's) on the given (or
 * a free) port, with the metrics on another free port.
 */
export async function spawnApi(
  env: Record<string, string>,
  port?: number,
  entry = ['--import', 'tsx', 'src/server.ts'],
): Promise<ApiProcess> {
  const apiPort = port ?? (await freePort());
  const metricsPort = await freePort();
  const child = spawn(process.execPath, entry, {
    cwd: API_DIR,
    env: childEnv({ ...env, PORT: String(apiPort), METRICS_PORT: String(metricsPort) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(signal ?? code);
    });
  });
  return { child, port: apiPort, metricsPort, baseUrl: `http://127.0.0.1:${apiPort}`, output: () => lines.join(''), exited };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the process's /api/health/ answers ok; a child that dies fails at once. */
export async function waitUntilHealthy(server: ApiProcess): Promise<ApiProcess> {
  let exit: number | string | null | undefined;
  void server.exited.then((value) => (exit = value));
  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    if (exit !== undefined) throw new Error(`the API exited (${exit}) while starting:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health/`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ok') return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  server.child.kill('SIGKILL');
  throw new Error(`the API did not answer /api/health/ within ${START_TIMEOUT} ms:\n${server.output()}`);
}

/** Starts the API and waits until it is healthy. */
export async function startApi(env: Record<string, string>, port?: number, entry?: string[]): Promise<ApiProcess> {
  return waitUntilHealthy(await spawnApi(env, port, entry));
}

/** Ends a server gracefully (SIGTERM closes the app, so PGlite checkpoints), SIGKILL if it hangs. */
export async function stopApi(server: ApiProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const result = await Promise.race([server.exited, sleep(60_000).then(() => 'timeout' as const)]);
  if (result === 'timeout') {
    server.child.kill('SIGKILL');
    await server.exited;
    throw new Error(`the API did not stop within 60 s of SIGTERM:\n${server.output()}`);
  }
}

/** SIGKILLs every API process still running and waits for them: for afterAll. */
export async function killAllApis(): Promise<void> {
  const running = [...children];
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
        ),
    ),
  );
}
