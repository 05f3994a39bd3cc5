import type { SiteSettings } from '../contracts/entities';
import { apiGet, type CallOptions } from './client';

export function getSiteSettings(options?: CallOptions): Promise<SiteSettings> {
  return apiGet<SiteSettings>('/web/webInforMation', undefined, options);
}
