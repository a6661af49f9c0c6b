import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * nginx from Debian's package as the edge in front of the API instances, started on a generated
 * configuration in a directory of its own that includes edge/api.conf, as production's edge does.
 * docs/operations.md shows this config.
 */

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type Balancer = {
  url: string;
  dir: string;
  /** Takes an instance out of the rotation (or puts it back) and waits until nginx applies it. */
  setDown: (address: string, down: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

/** The /api part of the edge, as production includes it (edge/portal.conf): copied beside the config. */
export const API_CONF = fileURLToPath(new URL('../../edge/api.conf', import.meta.url));

/**
 * The edge's configuration around edge/api.conf, which holds everything of /api: round robin over
 * the instances of `upstream portal_api`, retries where safe, and the portal's own JSON answer when
 * no instance answers. Kept-alive connections on both sides: clients keep theirs (nginx's default
 * keepalive_timeout, 75 s), and nginx keeps up to 16 idle ones per worker to the instances, for 60 s,
 * less than the instances' own keep-alive timeout (72 s), so an instance never closes one that nginx
 * may be about to use. An instance marked `down` gets no new requests once nginx has reloaded, and
 * the old workers close their connections to it as they exit: that is how a planned stop begins,
 * since nginx does not poll the health route. It listens and connects to the instances on its own
 * address (`address`; `proxy_bind`, this environment's, beside the include), the one the
 * instances' TRUST_PROXY names. The access log names each request's instances and the load's own
 * id for the request (X-Load-Id), since no answer says which instance gave it. `generation`
 * answers at /balancer-generation, for the test to see a reload take effect.
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
  log_format portal '$msec $request_method $uri $status "$upstream_addr" "$upstream_status" $request_time "$http_x_load_id"';
  access_log ${dir}/access.log portal;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream portal_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s${down.has(address) ? ' down' : ''};`).join('\n')}
    keepalive 16;
    keepalive_timeout 60s;
  }

  server {
    listen ${address}:${port};
    proxy_bind ${address};${
      generation === undefined
        ? ''
        : `
    location = /balancer-generation { default_type text/plain; return 200 "${generation}"; }`
    }
    include api.conf;
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
  await copyFile(API_CONF, join(dir, 'api.conf'));
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
  /** The instances each of the load's requests went to (`X-Load-Id`), in order, as nginx logged them. */
  const upstreamsById = new Map<string, string>();
  let movedOn = 0;
  for (const line of access) {
    const [, status, upstreams, id] = /^\S+ \S+ \S+ (\d+) "([^"]*)" "[^"]*" \S+ "([^"]*)"$/.exec(line) ?? [];
    if (!status) continue;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (upstreams?.includes(',')) movedOn += 1;
    if (id && id !== '-') upstreamsById.set(id, upstreams === '-' ? '' : (upstreams ?? ''));
  }
  return { requests: access.length, byStatus, movedOn, errorsByCause, errorsByInstance, upstreamsById };
}
