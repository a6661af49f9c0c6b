// The types of early-errors.mjs, written as the little it uses of Node's socket, so that this
// package needs no Node types.

/** The parser's connection: Node's socket. */
export type EarlySocket = {
  readonly destroyed: boolean;
  readonly writable: boolean;
  write(data: string): boolean;
  destroy(error?: Error): unknown;
};

export function earlyAnswer(error: { statusCode?: number }): { status: number; body: { detail: string } };

export function earlyClientErrors<Socket extends EarlySocket>(
  headersFor: (socket: Socket) => Record<string, string>,
): (error: Error & { code?: string }, socket: Socket) => void;
