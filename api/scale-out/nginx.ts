import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * nginx from Debian's package as the balancer in front of the API instances, started on a
 * generated configuration in a directory of its own. docs/operations.md starts from this config.
 */

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Balancer = {
  url: string;
  dir: string;
  /** Takes an instance out of the rotation (or puts it back) and waits until nginx applies it. */
  setDown: (address: string, down: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Round robin over the instances. A connection refused or timed out moves any request to the next
 * instance (nothing was sent yet); an error after sending, or a 502/503/504 answer, moves only
 * idempotent requests (nginx never resends a POST that reached an instance), three tries at most.
 * A failed instance rests for 5 s. No kept-alive upstream connections: each request has its own,
 * so an instance that closes its idle connections while draining never drops a request. An
 * instance marked `down` gets no new requests once nginx has reloaded: that is how a planned stop
 * begins, since nginx does not poll the health route and a listener that closes resets the
 * connections still waiting in its queue. No kept-alive client connections either, so a reload
 * never closes one under a request. It listens and connects to the instances on its own address
 * (`address`; `proxy_bind`), the one the instances' TRUST_PROXY names. `generation` answers at
 * /balancer-generation, for the test to see a reload take effect.
 */
export function nginxConfig(options: {
  dir: string;
  address: string;
  port: number;
  upstreams: string[];
  down?: ReadonlySet<string>;
  generation?: number;
}): string {
  const { dir, address, port, upstreams, down = new Set<string>(), generation } = options;
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  log_format portal '$msec $request_method $uri $status "$upstream_addr" "$upstream_status" $request_time';
  access_log ${dir}/access.log portal;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The largest body the API takes is a configuration document of 20 MB, in its multipart wrapping.
  client_max_body_size 21m;
  client_body_buffer_size 1m;

  upstream portal_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s${down.has(address) ? ' down' : ''};`).join('\n')}
  }

  server {
    listen ${address}:${port};
    keepalive_timeout 0;${
      generation === undefined
        ? ''
        : `
    location = /balancer-generation { default_type text/plain; return 200 "${generation}"; }`
    }
    location /api/ {
      proxy_pass http://portal_api;
      proxy_bind ${address};
      proxy_http_version 1.1;
      proxy_set_header Connection close;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_next_upstream_timeout 10s;
      # Which instance answered (all of them, when a request moved on): for tracing, not for browsers.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Writes the config into `dir` and runs nginx in the foreground, on `address`, until `stop`. */
export async function startNginx(dir: string, address: string, port: number, upstreams: string[]): Promise<Balancer> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is needed for the scale-out test: apt-get install nginx (or set NGINX_PATH; looked for ${NGINX})`);
  }
  // Run as root, nginx's workers drop to an unprivileged user, which must write its temp files.
  await chmod(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(join(dir, sub), { recursive: true });
    await chmod(join(dir, sub), 0o777);
  }
  const conf = join(dir, 'nginx.conf');
  const down = new Set<string>();
  let generation = 0;
  await writeFile(conf, nginxConfig({ dir, address, port, upstreams, down, generation }));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'];
  const child: ChildProcess = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${address}:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(`${url}/nginx-ready`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    dir,
    setDown: async (instance, isDown) => {
      if (isDown) down.add(instance);
      else down.delete(instance);
      generation += 1;
      await writeFile(conf, nginxConfig({ dir, address, port, upstreams, down, generation }));
      child.kill('SIGHUP');
      // New workers answer with the new generation; the old ones finish what they have and go.
      const until = Date.now() + 10_000;
      while (
        (await fetch(`${url}/balancer-generation`).then(
          (r) => r.text(),
          () => '',
        )) !== String(generation)
      ) {
        if (Date.now() > until) throw new Error(`nginx did not reload: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The old worker exits once its last request is answered (within proxy_read_timeout): from
      // then on, nothing of the old configuration reaches an instance.
      const children = `/proc/${child.pid}/task/${child.pid}/children`;
      const answered = Date.now() + 60_000;
      while ((await readFile(children, 'utf8')).trim().split(/\s+/).length > 1) {
        if (Date.now() > answered) throw new Error('the old nginx worker did not exit');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** The balancer's own account of the run, from its logs. */
export async function nginxFigures(dir: string) {
  const errorLog = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  const errorsByCause: Record<string, number> = {};
  const errorsByInstance: Record<string, number> = {};
  for (const line of errorLog.split('\n')) {
    if (!line.includes('upstream')) continue;
    const instance = /upstream: "\w+:\/\/([^/"]+)/.exec(line)?.[1] ?? /server ([\d.:]+) /.exec(line)?.[1] ?? 'unknown';
    errorsByInstance[instance] = (errorsByInstance[instance] ?? 0) + 1;
    const cause =
      /connect\(\) failed \((\d+: [^)]+)\)/.exec(line)?.[1] ??
      /upstream prematurely closed connection/.exec(line)?.[0] ??
      /recv\(\) failed \((\d+: [^)]+)\)/.exec(line)?.[1] ??
      /(no live upstreams)/.exec(line)?.[1] ??
      /upstream timed out/.exec(line)?.[0] ??
      (/upstream server temporarily disabled/.exec(line) ? 'instance marked down for fail_timeout' : undefined) ??
      /\] \d+#\d+: \*?\d* ?([^,]{1,80})/.exec(line)?.[1] ??
      'other upstream error';
    errorsByCause[cause] = (errorsByCause[cause] ?? 0) + 1;
  }
  const access = (await readFile(join(dir, 'access.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const byStatus: Record<string, number> = {};
  let movedOn = 0;
  for (const line of access) {
    const [, status, upstreams] = /^\S+ \S+ \S+ (\d+) "([^"]*)"/.exec(line) ?? [];
    if (!status) continue;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (upstreams?.includes(',')) movedOn += 1;
  }
  return { requests: access.length, byStatus, movedOn, errorsByCause, errorsByInstance };
}
