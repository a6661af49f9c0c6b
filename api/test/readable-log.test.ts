import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { readableLine, readableLog } from '../src/lib/readable-log';

describe('the readable log format', () => {
  const time = new Date(2026, 10, 26, 12, 4, 31).getTime();

  it('writes a warning as one line: time, level, message and its fields, without pid and hostname', () => {
    const line = JSON.stringify({ level: 40, time, pid: 1, hostname: 'vm', reqId: 'req-7', msg: 'slow search', ms: 812 });
    expect(readableLine(line)).toBe('12:04:31 WARN slow search (reqId=req-7 ms=812)');
  });

  it("writes an error's request briefly and its stack below", () => {
    const err = { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (routes/x.ts:1:1)' };
    const line = JSON.stringify({
      level: 50,
      time,
      req: { method: 'GET', url: '/api/x/', host: 'h' },
      res: { statusCode: 500 },
      err,
      msg: 'boom',
    });
    expect(readableLine(line)).toBe('12:04:31 ERROR boom (req=GET /api/x/ res=500)\nError: boom\n    at handler (routes/x.ts:1:1)');
  });

  it('passes through what is not JSON, and splits what pino writes into lines', async () => {
    expect(readableLine('plain text')).toBe('plain text');
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const log = readableLog(out);
    log.write(`${JSON.stringify({ level: 40, time, msg: 'one' })}\n${JSON.stringify({ level: 60, time, msg: 'two' })}\n`);
    await new Promise((resolve) => log.end(resolve));
    expect(text).toBe('12:04:31 WARN one\n12:04:31 FATAL two\n');
  });
});
