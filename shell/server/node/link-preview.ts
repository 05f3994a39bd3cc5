// What a link bot or a crawler reads of a page without running it (docs/DECISIONS.md "A page's language in its
// address"): the title naming the product or category and the shop, the description, Open Graph and Twitter card
// tags with a raster picture, the canonical address and its language alternates, and JSON-LD (Product and Offer,
// BreadcrumbList; Organization and WebSite on home). Everything a merchant typed is escaped for where it goes.
import { commonEn } from '../../../shared/src/i18n/locales/common-strings-en';
import { commonKm } from '../../../shared/src/i18n/locales/common-strings-km';
import { commonZh } from '../../../shared/src/i18n/locales/common-strings-zh';

export type PageLanguage = 'km' | 'en' | 'zh';
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['km', 'en', 'zh'];
const COMMON = { km: commonKm, en: commonEn, zh: commonZh };
const OG_LOCALE: Record<PageLanguage, string> = { km: 'km_KH', en: 'en_US', zh: 'zh_CN' };
/** How long the server waits for the API before sending the page with the shop's own title (the first screen waits 1200 ms). */
const API_TIMEOUT_MS = 1000;
const CATEGORIES_CACHE_MS = 60_000;

/** The page's language: `?lang=` when it names one, else the browser's first Accept-Language. */
export function pageLanguageOf(url: string, acceptLanguage: string | string[] = ''): PageLanguage {
  const asked = new URLSearchParams(url.split('?')[1] ?? '').get('lang');
  if (asked === 'km' || asked === 'en' || asked === 'zh') return asked;
  const first = String(acceptLanguage).split(',')[0].trim().toLowerCase();
  if (first.startsWith('km')) return 'km';
  if (first.startsWith('zh')) return 'zh';
  return 'en';
}

/** Text inside an element or an attribute's quotes: nothing in it can end them (nor end a line where a script reads it). */
export const escapeHtml = (value: unknown): string =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\u2028/g, '&#x2028;')
    .replace(/\u2029/g, '&#x2029;');

/** JSON inside `<script type="application/ld+json">`: no `</script>`, `<!--`, `&` or line separator survives as such. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

interface ApiProduct {
  prodId: number;
  prodName: string;
  brief: string;
  pic: string;
  price: number;
  stock: number;
  categories: number[];
}
interface ApiCategory {
  categoryId: number;
  parentId: number;
  categoryName: string;
}

/** What the page is about, from its address: a product, a category, home, or nothing this module describes. */
type Subject =
  { kind: 'product'; prodId: number } | { kind: 'category'; categoryId: number } | { kind: 'home' } | undefined;

function subjectOf(url: string): Subject {
  const [pathname, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const id = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
  if (/^\/(laptop|mobile)\/index\/?$/.test(pathname)) return { kind: 'home' };
  if (/^\/(laptop|mobile)\/product\/?$/.test(pathname)) {
    const prodId = id(params.get('prodId'));
    return prodId === undefined ? undefined : { kind: 'product', prodId };
  }
  const classify = /^\/(laptop|mobile)\/classify(?:\/(\d+))?\/?$/.exec(pathname);
  const categoryId = classify && id(classify[2] ?? params.get('categoryId'));
  return categoryId ? { kind: 'category', categoryId } : undefined;
}

/** The page's address with every language's `lang` (canonical: the desktop face's, as the sitemap names it). */
function addresses(siteUrl: string, subject: NonNullable<Subject>): (language?: PageLanguage) => string {
  const path =
    subject.kind === 'product'
      ? `/laptop/product?prodId=${subject.prodId}`
      : subject.kind === 'category'
        ? `/laptop/classify/${subject.categoryId}`
        : '/laptop/index';
  return (language) => `${siteUrl}${path}${language ? `${path.includes('?') ? '&' : '?'}lang=${language}` : ''}`;
}

async function apiJson<T>(apiUrl: string, path: string, language: PageLanguage): Promise<T | undefined> {
  try {
    const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/${path}`, {
      headers: { 'accept-language': language },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as { data: T }).data : undefined;
  } catch {
    return undefined;
  }
}

/** The categories of one API in one language, read again after CATEGORIES_CACHE_MS. */
type Categories = (apiUrl: string, language: PageLanguage) => Promise<ApiCategory[] | undefined>;

/** A category and its parents, top first. */
function lineage(all: ApiCategory[], categoryId: number): ApiCategory[] {
  const chain: ApiCategory[] = [];
  for (let current = all.find((c) => c.categoryId === categoryId); current && chain.length < 10;) {
    chain.unshift(current);
    const parentId: number = current.parentId;
    current = parentId ? all.find((c) => c.categoryId === parentId) : undefined;
  }
  return chain;
}

/** A drawn picture's link-preview PNG (the API draws `/api/images/<kind>/<name>.svg` as `/api/images/preview/…png`). */
function previewPicture(siteUrl: string, pic: string): string {
  const drawn = /^\/api\/images\/(prod|cat|banner)\/([a-z]+-\d+-\d)\.svg(\?.*)?$/.exec(pic);
  if (drawn) return `${siteUrl}/api/images/preview/${drawn[1]}/${drawn[2]}.png${drawn[3] ?? ''}`;
  return new URL(pic, `${siteUrl}/`).href;
}

export interface LinkPreviewRequest {
  /** The request's path and query. */
  url: string;
  language: PageLanguage;
  /** The API server's address (the server calls it directly). */
  apiUrl: string;
  /** The shop's public origin (PUBLIC_ORIGIN). */
  siteUrl: string;
}

/** A page's head is drawn once for everyone who asks within this long (as old as the API's catalogue answers may be). */
const HEAD_CACHE_MS = 2000;
const HEAD_CACHE_SIZE = 500;

/** The shell server's link previews, with what they keep between requests: each server makes its own. */
export class LinkPreviews {
  private readonly heads = new Map<string, { at: number; head: Promise<string | undefined> }>();
  private readonly categoryLists = new Map<string, { at: number; list: Promise<ApiCategory[] | undefined> }>();

  /**
   * The `<head>` tags describing a product, category or home page; undefined for other pages or when the API did
   * not answer. Shoppers asking for the same page at once share one drawing (a hundred API calls would slow the
   * first screen).
   */
  headFor(request: LinkPreviewRequest): Promise<string | undefined> {
    const subject = subjectOf(request.url);
    if (!subject) return Promise.resolve(undefined);
    const key = `${request.apiUrl} ${request.siteUrl} ${request.language} ${JSON.stringify(subject)}`;
    const hit = this.heads.get(key);
    if (hit && Date.now() - hit.at < HEAD_CACHE_MS) return hit.head;
    if (this.heads.size >= HEAD_CACHE_SIZE) this.heads.delete(this.heads.keys().next().value!);
    const head = drawHead(request, subject, this.categories);
    this.heads.set(key, { at: Date.now(), head });
    void head.then((drawn) => drawn ?? this.heads.delete(key));
    return head;
  }

  private readonly categories: Categories = (apiUrl, language) => {
    const key = `${apiUrl} ${language}`;
    const hit = this.categoryLists.get(key);
    if (hit && Date.now() - hit.at < CATEGORIES_CACHE_MS) return hit.list;
    const list = apiJson<ApiCategory[]>(apiUrl, 'crawl/categories', language);
    this.categoryLists.set(key, { at: Date.now(), list });
    void list.then((found) => found || this.categoryLists.delete(key));
    return list;
  };
}

async function drawHead(
  { language, apiUrl, siteUrl }: LinkPreviewRequest,
  subject: NonNullable<Subject>,
  categories: Categories,
): Promise<string | undefined> {
  const common = COMMON[language];
  const brand = common.brand.name;
  const address = addresses(siteUrl, subject);
  const home = { name: brand, url: `${siteUrl}/laptop/index?lang=${language}` };
  let title: string;
  let description: string;
  let picture = `${siteUrl}/api/images/preview/banner/gift-350-2.png?lang=${language}`;
  const data: Record<string, unknown>[] = [];
  const breadcrumb = (trail: { name: string; url: string }[]) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  });
  const categoryStep = (category: ApiCategory) => ({
    name: category.categoryName,
    url: `${siteUrl}/laptop/classify/${category.categoryId}?lang=${language}`,
  });

  if (subject.kind === 'product') {
    const [product, all] = await Promise.all([
      apiJson<ApiProduct>(apiUrl, `prod/prodInfo?prodId=${subject.prodId}`, language),
      categories(apiUrl, language),
    ]);
    if (!product) return undefined;
    title = `${product.prodName} · ${brand}`;
    description = product.brief || product.prodName;
    picture = previewPicture(siteUrl, product.pic);
    const trail = all && product.categories[0] !== undefined ? lineage(all, product.categories[0]) : [];
    data.push(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.prodName,
        description,
        image: [picture, new URL(product.pic, `${siteUrl}/`).href],
        sku: String(product.prodId),
        brand: { '@type': 'Brand', name: brand },
        offers: {
          '@type': 'Offer',
          url: address(language),
          price: product.price.toFixed(2),
          priceCurrency: 'USD',
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
      breadcrumb([home, ...trail.map(categoryStep), { name: product.prodName, url: address(language) }]),
    );
  } else if (subject.kind === 'category') {
    const all = await categories(apiUrl, language);
    const trail = all ? lineage(all, subject.categoryId) : [];
    const category = trail[trail.length - 1];
    if (!category) return undefined;
    title = `${category.categoryName} · ${brand}`;
    description = `${category.categoryName} · ${common.brand.tagline}`;
    data.push(breadcrumb([home, ...trail.map(categoryStep)]));
  } else {
    title = `${brand} · ${common.brand.tagline}`;
    description = common.brand.tagline;
    data.push(
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: brand,
        url: siteUrl,
        logo: `${siteUrl}/api/images/preview/banner/gift-350-2.png?lang=${language}`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brand,
        url: `${siteUrl}/`,
        inLanguage: language,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${siteUrl}/laptop/classify?isSearch=true&searchString={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    );
  }

  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(address(language))}">`,
    ...PAGE_LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(address(other))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address())}">`,
    meta('property', 'og:type', subject.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', address(language)),
    meta('property', 'og:image', picture),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', title),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...PAGE_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', picture),
    ...data.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ].join('');
}

/** index.html with the page's own title and description in place of the shop's. */
export function withLinkPreview(html: string, head: string | undefined): string {
  if (!head) return html;
  return html.replace(/<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, () => head);
}
