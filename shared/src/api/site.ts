import type { SiteSettings } from '../contracts/entities';
import { apiGet } from './client';

export function getSiteSettings(): Promise<SiteSettings> {
  return apiGet<SiteSettings>('/web/webInforMation');
}
