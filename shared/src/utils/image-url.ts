import { useMallStore } from '../store';

/** API image paths are absolute (`/api/images/…`); the runtime `imagePath` is put in front. Full URLs stay. */
export function imageUrl(
  pic: string | null | undefined,
  imagePath: string = useMallStore.getState().imagePath,
): string {
  if (!pic) return '';
  if (/^(https?:|data:|blob:)/i.test(pic) || pic.startsWith('//')) return pic;
  return `${imagePath}${pic.startsWith('/') ? '' : '/'}${pic}`;
}
