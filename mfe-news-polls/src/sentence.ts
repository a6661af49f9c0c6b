/** A message from elsewhere (the API, the network) as a sentence: with its full stop. */
export function sentence(message: string): string {
  const text = message.trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
