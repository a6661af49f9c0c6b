/** The scripts this page has asked the browser to fetch ahead. */
const preloaded = new Set<string>();

/**
 * Starts fetching scripts that a remote's loader will ask for next, with the integrity and CORS
 * mode it will ask with, so that it finds them already fetched (a link with other attributes
 * would not be used, and the script would be fetched twice).
 */
export function preloadScripts(scripts: readonly { url: string; integrity: string }[]): void {
  for (const { url, integrity } of scripts) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    const attributes = { rel: 'preload', as: 'script', href: url, integrity, crossorigin: 'anonymous' };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
}
