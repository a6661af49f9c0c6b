import { portalConfigSchema, type PortalConfig } from '@portal/shared';

/** config.json is read before anything renders; it is never cached, so a deploy can change it. */
export async function loadConfig(url = '/config.json'): Promise<PortalConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return portalConfigSchema.parse(await response.json());
}
