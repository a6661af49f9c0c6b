import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

import { randomToken } from '../src/lib/tokens';
import { JPEG, multipart } from '../test/cases-helpers';
import { PAID_CARD } from '../test/donations-helpers';

/*
 * The mixed load: virtual residents, each connecting from a loopback address of its own to the
 * edge (nginx, appending to X-Forwarded-For, and the API trusting exactly it, as docs/operations.md
 * says) over kept-alive connections, each logging in, voting, signing, lodging complaints with a
 * photo and donating through the sandbox until the deadline. Every request carries an id of its
 * own (X-Load-Id), by which nginx's access log tells afterwards which instance answered it; no
 * answer may say so, nor name nginx's version. A write that fails is retried as a person's browser
 * would: with the same Idempotency-Key, so that whatever the first try stored is found rather than
 * stored again. As browsers do, a request whose kept-alive connection was closed before any answer
 * came (nginx closes idle ones when it reloads) is sent again at once on a new connection; the test
 * checks that nginx never took such a request.
 */

export type Attempt = {
  /** Its X-Load-Id. */
  id: string;
  action: string;
  method: string;
  start: number;
  end: number;
  /** null: no answer from nginx at all. */
  status: number | null;
  /** The instances nginx sent it to (from its access log, once the load is over). */
  upstream: string;
  /** Its kept-alive connection closed before any answer: sent again at once, as a browser does. */
  resent: boolean;
};

/** `address`: the local address the resident's connections come from. */
export type Resident = { email: string; password: string; address: string };

export type Targets = {
  polls: { slug: string; optionId: number }[];
  petitionIds: number[];
  complaintTypeId: number;
  causeSlug: string;
};

/** What each resident was told was stored: checked against the database afterwards. */
export type Acks = {
  votes: { email: string; slug: string }[];
  signatures: { email: string; petitionId: number }[];
  complaints: { email: string; id: number; reference: string; key: string; photoId: number }[];
  donations: {
    email: string;
    reference: string;
    key: string;
    sessionId: string;
    /** The load's ids of the requests that created it and paid it; the instances are filled in from nginx's log. */
    createdBy: string;
    paidBy: string | null;
    createdOn: string;
    paidOn: string | null;
  }[];
  paid: { reference: string; receipt: string | null; status: string }[];
  logins: number;
};

const XSRF = randomToken();
const RETRYABLE = new Set([502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { id: string; status: number; json: () => unknown; headers: Headers };

/** A request that got no answer; `resendable` when it went out on a reused kept-alive connection that closed before any answer. */
export class NoAnswer extends Error {
  constructor(
    readonly reason: Error,
    readonly resendable: boolean,
  ) {
    super(reason.message);
  }
}

/** What no answer through the edge may carry: nginx's version, or any instance's address. */
export function leaks(headers: Headers): string[] {
  const found: string[] = [];
  for (const [name, value] of headers) {
    if (name === 'server' && value !== 'nginx') found.push(`${name}: ${value}`);
    else if (name === 'x-upstream' || /\b\d{1,3}(\.\d{1,3}){3}:\d+\b/.test(value)) found.push(`${name}: ${value}`);
  }
  return found;
}

/** One HTTP request from a chosen local address (fetch cannot choose it); rejects when no answer comes. */
export function requestFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; agent?: Agent } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const headers = { ...init.headers, ...(init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) }) };
  return new Promise((resolve, reject) => {
    let answered = false;
    const options = { method: init.method ?? 'GET', headers, localAddress: from, timeout: 60_000, agent: init.agent };
    const request = httpRequest(url, options, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: response.statusCode ?? 0, headers: answer, text: Buffer.concat(chunks).toString() });
      });
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
    // Node's documented test for a request a client may send again: it went out on a reused
    // connection, which the server closed (ECONNRESET, or a hang-up) before any answer.
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NoAnswer(error, !answered && request.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''))),
    );
    request.end(init.body);
  });
}

export class Load {
  readonly attempts: Attempt[] = [];
  readonly unexpected: string[] = [];
  readonly acks: Acks = { votes: [], signatures: [], complaints: [], donations: [], paid: [], logins: 0 };
  /** Kept-alive connections to the edge, per resident address. */
  private readonly agent = new Agent({ keepAlive: true });
  private nextId = 0;

  constructor(
    private readonly base: string,
    private readonly targets: Targets,
    private readonly deadline: number,
  ) {}

  /** One try of a request through the balancer; null when nginx did not answer at all. */
  private async once(
    resident: Resident,
    action: string,
    method: string,
    path: string,
    init: { token?: string; body?: string | Uint8Array; type?: string; key?: string },
  ) {
    for (let sent = 1; ; sent += 1) {
      const id = String((this.nextId += 1));
      const start = Date.now();
      const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'x-load-id': id };
      if (init.type) headers['content-type'] = init.type;
      if (init.token) headers.authorization = `Token ${init.token}`;
      if (init.key) headers['idempotency-key'] = init.key;
      try {
        const response = await requestFrom(resident.address, `${this.base}${path}`, {
          method,
          headers,
          body: init.body,
          agent: this.agent,
        });
        const { text } = response;
        this.attempts.push({ id, action, method, start, end: Date.now(), status: response.status, upstream: '', resent: false });
        for (const leak of leaks(response.headers)) this.unexpected.push(`${action}: the answer says ${leak}`);
        return { id, status: response.status, headers: response.headers, json: () => JSON.parse(text) as unknown } satisfies Answer;
      } catch (error) {
        const resent = error instanceof NoAnswer && error.resendable;
        this.attempts.push({ id, action, method, start, end: Date.now(), status: null, upstream: '', resent });
        if (!resent || sent === 5) return null;
      }
    }
  }

  /** Fills in which instances nginx sent each request to, from its access log. */
  resolve(upstreamsById: ReadonlyMap<string, string>) {
    for (const attempt of this.attempts) attempt.upstream = upstreamsById.get(attempt.id) ?? '';
    for (const donation of this.acks.donations) {
      donation.createdOn = upstreamsById.get(donation.createdBy) ?? '';
      if (donation.paidBy) donation.paidOn = upstreamsById.get(donation.paidBy) ?? '';
    }
  }

  /** Closes the kept-alive connections. */
  close() {
    this.agent.destroy();
  }

  /** Tries until an answer that is not the balancer's 502/503/504 (five tries); null if none came. */
  private async send(
    resident: Resident,
    action: string,
    method: string,
    path: string,
    init: { token?: string; body?: string | Uint8Array; type?: string; key?: string } = {},
  ) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await this.once(resident, action, method, path, init);
      if (answer && !RETRYABLE.has(answer.status)) return answer;
      await sleep(200 * (attempt + 1));
    }
    this.unexpected.push(`${action}: no answer after 5 tries`);
    return null;
  }

  private json(resident: Resident, action: string, method: string, path: string, body: unknown, token?: string, key?: string) {
    return this.send(resident, action, method, path, { token, body: JSON.stringify(body), type: 'application/json', key });
  }

  private expect(answer: Answer | null, action: string, ...statuses: number[]): answer is Answer {
    if (!answer) return false;
    if (statuses.includes(answer.status)) return true;
    this.unexpected.push(`${action}: ${answer.status} ${JSON.stringify(answer.json())}`);
    return false;
  }

  private async login(resident: Resident): Promise<string | null> {
    const answer = await this.json(resident, 'login', 'POST', '/api/auth/login/', { email: resident.email, password: resident.password });
    if (!this.expect(answer, 'login', 200)) return null;
    this.acks.logins += 1;
    return (answer.json() as { token: string }).token;
  }

  private async vote(resident: Resident, token: string, poll: Targets['polls'][number]) {
    const answer = await this.json(resident, 'vote', 'POST', `/api/polls/${poll.slug}/vote/`, { option_id: poll.optionId }, token);
    // 409: an earlier try was stored though its answer was lost.
    if (this.expect(answer, 'vote', 201, 409)) this.acks.votes.push({ email: resident.email, slug: poll.slug });
  }

  private async sign(resident: Resident, token: string, petitionId: number) {
    const answer = await this.json(resident, 'sign', 'POST', `/api/petitions/${petitionId}/sign/`, {}, token);
    if (this.expect(answer, 'sign', 201, 409)) this.acks.signatures.push({ email: resident.email, petitionId });
  }

  private async complaint(resident: Resident, token: string, n: number) {
    const photo = multipart(JPEG, 'photo.jpg');
    const uploaded = await this.send(resident, 'upload photo', 'POST', '/api/uploads/?purpose=complaint_photo', {
      token,
      body: photo.payload,
      type: photo.headers['content-type'],
    });
    if (!this.expect(uploaded, 'upload photo', 201)) return;
    const photoId = (uploaded.json() as { id: number }).id;
    const key = randomUUID();
    const input = {
      complaint_type_id: this.targets.complaintTypeId,
      description: `Streetlight ${n} on the corner has been out for a week.`,
      address: `${100 + n} Elm Street`,
      photo_ids: [photoId],
    };
    const answer = await this.json(resident, 'complaint', 'POST', '/api/complaints/', input, token, key);
    if (!this.expect(answer, 'complaint', 201)) return;
    const { id, reference } = answer.json() as { id: number; reference: string };
    this.acks.complaints.push({ email: resident.email, id, reference, key, photoId });
  }

  private async donate(resident: Resident, token: string) {
    const key = randomUUID();
    const answer = await this.json(
      resident,
      'donate',
      'POST',
      '/api/donations/',
      { cause_slug: this.targets.causeSlug, amount_cents: 2500 },
      token,
      key,
    );
    // 200: a retry with the same key resumes the checkout the lost answer had started.
    if (!this.expect(answer, 'donate', 201, 200)) return;
    const checkout = answer.json() as { donation: { reference: string }; checkout_url: string };
    const path = new URL(checkout.checkout_url).pathname;
    const sessionId = path.split('/').at(-2)!;
    const ack: Acks['donations'][number] = {
      email: resident.email,
      reference: checkout.donation.reference,
      key,
      sessionId,
      createdBy: answer.id,
      paidBy: null,
      createdOn: '',
      paidOn: null,
    };
    this.acks.donations.push(ack);

    // The card form on the provider's page; the instance that takes it delivers the webhook.
    const form = new URLSearchParams(PAID_CARD).toString();
    const paid = await this.send(resident, 'pay', 'POST', path, { body: form, type: 'application/x-www-form-urlencoded' });
    // 409: a try whose answer was lost had paid it already.
    if (!this.expect(paid, 'pay', 303, 409)) return;
    if (paid.status === 303) {
      ack.paidBy = paid.id;
      ack.paidOn = '';
    }

    // The return page asks where the donation stands (and settles it, should the webhook have been lost).
    const returned = await this.send(resident, 'return page', 'GET', `/api/donations/return/${sessionId}/`);
    if (!this.expect(returned, 'return page', 200)) return;
    const donation = returned.json() as { reference: string; status: string; receipt_number: string | null };
    this.acks.paid.push({ reference: donation.reference, receipt: donation.receipt_number, status: donation.status });
  }

  /** One resident's session until the deadline. */
  async run(resident: Resident, index: number): Promise<void> {
    let token = await this.login(resident);
    const polls = [...this.targets.polls];
    const petitions = [...this.targets.petitionIds];
    for (let n = 0; Date.now() < this.deadline && token; n += 1) {
      const poll = polls.shift();
      if (poll) await this.vote(resident, token, poll);
      const petition = petitions.shift();
      if (petition !== undefined) await this.sign(resident, token, petition);
      await this.complaint(resident, token, index * 1000 + n);
      if (Date.now() >= this.deadline) break;
      await this.donate(resident, token);
      await this.send(resident, 'read polls', 'GET', '/api/polls/', { token });
      // A new session now and then: logins are part of the load.
      if (n % 3 === 2) token = await this.login(resident);
    }
  }
}
