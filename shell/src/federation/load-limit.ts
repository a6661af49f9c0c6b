/**
 * How long a remote may take to load before its area says it could not: only a connection that
 * never answers reaches it. A slow line is not a failure: on a phone's 3G a remote's scripts take
 * 10 s and more, and its area shows the loading placeholder until they have come. A remote that
 * refuses the connection, answers with an error or serves a script that fails its integrity check
 * says so as soon as the browser knows.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 30_000;
