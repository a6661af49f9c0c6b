import { spawn } from 'node:child_process';

/** Runs commands side by side with prefixed output; stops them all when one fails or on Ctrl-C. */
export function runAll(commands) {
  const children = commands.map(({ name, command, args, cwd, env }) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
      });
    }
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${prefix}exited (${signal ?? code}); stopping the portal.`);
      stop(code || 1);
    });
    return child;
  });
  let stopping = false;
  function stop(code = 0) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return stop;
}
