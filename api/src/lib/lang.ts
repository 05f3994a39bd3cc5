import type { FastifyRequest } from 'fastify';

export type Lang = 'km' | 'en' | 'zh';

/** The language of the request's Accept-Language (km, en or zh, in the header's order of preference); English by default. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return 'en';
  if (header === 'en' || header === 'km' || header === 'zh') return header; // what the mall's own pages send
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'km' || primary === 'kh') return 'km';
    if (primary === 'zh' || primary === 'cn') return 'zh';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
