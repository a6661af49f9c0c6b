import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { outbox } from '../src/db/schema';
import { call, login, RESIDENT, startTestApp, type TestContext } from './helpers';

type Received = { from: string; to: string[]; data: string };

// A local SMTP server stands in for the real one, to show that SMTP_URL is where mail goes.
let smtp: SMTPServer;
const received: Received[] = [];
let ctx: TestContext;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          // Undo quoted-printable's soft line breaks, which may fall inside the link.
          data: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@city.example.gov>' });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('with SMTP_URL set', () => {
  it('sends mail through that server, from MAIL_FROM, and keeps none in the outbox', async () => {
    const response = await call(ctx.app, 'POST', '/api/auth/forgot-password/', { body: { email: RESIDENT.email } });
    expect(response.statusCode).toBe(202);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'portal@city.example.gov', to: [RESIDENT.email] });
    expect(mail?.data).toContain('Subject: Reset your password');
    expect(mail?.data).toMatch(/\nhttp:\/\/localhost:3000\/users\/forgot-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{43}\r?\n/);
    expect(await ctx.app.db.select().from(outbox)).toEqual([]);
  });

  it('sets Reply-To on a contact message to the account’s confirmed address, so staff answer the resident', async () => {
    const already = received.length;
    const response = await call(ctx.app, 'POST', '/api/contact-messages/', {
      token: await login(ctx.app, RESIDENT),
      body: { name: 'Rosa Martinez', email: 'rosa@mail.example.net', subject: 'Hello', message: 'A message of some length.' },
    });
    expect(response.statusCode).toBe(201);
    await vi.waitFor(() => expect(received).toHaveLength(already + 2), { timeout: 10_000 });
    const toStaff = received.slice(already).find((mail) => mail.to.includes('info@riverton.example.org'));
    expect(toStaff?.data).toMatch(/\r?\nReply-To: resident@example\.org\r?\n/);
    const ack = received.slice(already).find((mail) => mail.to.includes(RESIDENT.email));
    expect(ack?.data).not.toMatch(/\nReply-To:/);
  });
});
