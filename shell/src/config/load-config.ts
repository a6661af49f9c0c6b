import { portalConfigSchema, type PortalConfig } from '@portal/shared';

/**
 * config.json is read before anything renders. The page preloads it (index.html) and the server has
 * it revalidated on every use (Cache-Control: no-cache), so a deploy's change is seen at once.
 */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return portalConfigSchema.parse(await response.json());
}
