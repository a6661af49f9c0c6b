import { portalConfigSchema, type PortalConfig } from '@portal/shared';
import { CONFIG_URL, fetchUncached } from './early-reads';

/** config.json is read before anything renders; it is never cached, so a deploy can change it. */
export async function loadConfig(url = CONFIG_URL): Promise<PortalConfig> {
  const response = await fetchUncached(url);
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  return portalConfigSchema.parse(await response.json());
}
