// The answers a server gives before any route or hook runs, with the portal's error shape and the
// headers of its error answers (Fastify's own carry neither, and echo an over-long path back).
// One definition for the API (api/src/plugins/app/security-headers.ts) and the static host
// (tools/serve-static.mjs). Plain JavaScript, typed by early-errors.d.mts: the static host runs on
// Node as it is, without a compile step.
import { Buffer } from 'node:buffer';
import { STATUS_CODES } from 'node:http';

const EARLY_DETAILS = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  414: 'The address is too long.',
  431: 'The request headers are too large.',
};

/**
 * The answer to the router's errors (Fastify's `frameworkErrors`): a path segment over
 * maxParamLength (414), a path that does not decode (400).
 */
export function earlyAnswer(error) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  return { status, body: { detail: EARLY_DETAILS[status] ?? 'Internal Server Error' } };
}

/**
 * Fastify's `clientErrorHandler`, for Node's HTTP parser's errors: headers (the URL among them)
 * over 16 KB (431), a malformed request (400), too slow (408), written straight to the socket as
 * Fastify's default does, with the headers `headersFor` gives the connection.
 */
export function earlyClientErrors(headersFor) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (socket.writable) {
      const body = JSON.stringify({ detail: EARLY_DETAILS[status] });
      const sent = {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
        ...headersFor(socket),
      };
      const lines = Object.entries(sent).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
