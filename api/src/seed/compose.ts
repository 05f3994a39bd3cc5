// Composes product definitions from the vocabulary: names, texts, specs, SKUs, prices and stock.
import type { Rng } from './prng';
import {
  CATEGORIES,
  CLOSING,
  COLOURS,
  CONFIGS,
  PACKS,
  SHOE_SIZES,
  SIZES,
  SPEC_NAMES,
  STANDARD_SKU,
  STORAGES,
  WEIGHTS,
  type CategoryDef,
  type ItemDef,
  type QualifierDef,
  type SpecDef,
  type SpecKind,
  type SpecValueDef,
  type Text,
} from './vocabulary';
import { imageUrl, type ImageIcon } from '../services/images';

export interface SkuDef {
  values: SpecValueDef[]; // one per spec, in spec order
  name: Text;
  priceCents: number;
  oriPriceCents: number;
  stock: number;
  pic: string;
}

export interface ProductDef {
  categoryIndex: number;
  subIndex: number | undefined;
  name: Text;
  brief: Text;
  content: Text;
  pic: string;
  imgs: string[];
  specs: SpecDef[];
  skus: SkuDef[];
  soldNum: number;
  createdAt: number;
  status: number;
}

/** The demo's "now": product dates are spread over the months before it, the same on every machine. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 3, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Khmer puts a qualifier after the noun; a brand goes last, anything else before a measure or a bracket. */
function khmerName(item: string, qualifier: string): string {
  if (!qualifier) return item;
  if (qualifier.startsWith('ម៉ាក')) return `${item} ${qualifier}`;
  const space = item.indexOf(' ');
  return space < 0 ? `${item}${qualifier}` : `${item.slice(0, space)}${qualifier}${item.slice(space)}`;
}

// Item names that start with a proper noun keep their capital after a qualifier ("Organic Chinese kale").
const PROPER_START = new Set(['Chinese', 'Phka', 'Kampot', 'Khmer']);

function asCommonNoun(name: string): string {
  const first = name.split(' ')[0];
  return PROPER_START.has(first) || !/^[A-Z][a-z]/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

export function composeName(item: Text, q: QualifierDef): Text {
  return {
    en: q.en
      ? capitalize(`${q.en} ${asCommonNoun(item.en)}`)
      : capitalize(item.en).replace(/^Vivo |^Realme /, (b) => b.toLowerCase()),
    kh: khmerName(item.kh, q.kh),
    cn: `${q.cn}${item.cn}`,
  };
}

function fill(template: Text, name: Text, withClosing: boolean): Text {
  const one = (lang: keyof Text, sep: string) =>
    template[lang].replace('{name}', name[lang]) + (withClosing ? sep + CLOSING[lang] : '');
  return { en: one('en', ' '), kh: one('kh', ' '), cn: one('cn', '') };
}

/** Shop-style prices: nickels under $5, .x9 under $100, whole dollars above. */
export function shopPrice(dollars: number): number {
  if (dollars < 5) return Math.max(10, Math.round(dollars * 20) * 5);
  if (dollars < 100) return Math.round(dollars * 10) * 10 - 1;
  return Math.round(dollars) * 100;
}

function pickColours(rng: Rng, count: number): SpecValueDef[] {
  const start = rng.int(0, COLOURS.length - 1);
  return Array.from({ length: count }, (_, i) => COLOURS[(start + i * 3) % COLOURS.length]);
}

function specsFor(kind: SpecKind, rng: Rng): SpecDef[] {
  switch (kind) {
    case 'none':
      return [];
    case 'weight':
      return [{ name: SPEC_NAMES.weight, values: WEIGHTS }];
    case 'pack':
      return [{ name: SPEC_NAMES.pack, values: PACKS }];
    case 'colour':
      return [{ name: SPEC_NAMES.colour, values: pickColours(rng, rng.int(2, 3)) }];
    case 'storage-colour':
      return [
        { name: SPEC_NAMES.storage, values: STORAGES.slice(0, rng.int(2, 3)) },
        { name: SPEC_NAMES.colour, values: pickColours(rng, rng.int(2, 3)) },
      ];
    case 'config':
      return [{ name: SPEC_NAMES.config, values: CONFIGS.slice(0, rng.int(2, 3)) }];
    case 'size-colour':
      return [
        { name: SPEC_NAMES.size, values: SIZES },
        { name: SPEC_NAMES.colour, values: pickColours(rng, rng.int(2, 3)) },
      ];
    case 'shoe-size-colour':
      return [
        { name: SPEC_NAMES.size, values: SHOE_SIZES },
        { name: SPEC_NAMES.colour, values: pickColours(rng, 2) },
      ];
  }
}

function combinations(specs: SpecDef[]): SpecValueDef[][] {
  return specs.reduce<SpecValueDef[][]>(
    (acc, spec) => acc.flatMap((combo) => spec.values.map((v) => [...combo, v])),
    [[]],
  );
}

export function composeProduct(
  rng: Rng,
  categoryIndex: number,
  category: CategoryDef,
  item: ItemDef,
  qualifier: QualifierDef,
  serial: number,
): ProductDef {
  const name = composeName(item.text, qualifier);
  const icon: ImageIcon = item.icon ?? category.icon;
  const hue = (item.hue ?? category.hue) + rng.int(-8, 8);
  const specs = specsFor(item.specs ?? category.specs, rng);
  const base = item.price * (qualifier.factor ?? 1) * (0.92 + rng.next() * 0.16);
  const discount = rng.chance(0.35) ? 1.15 + rng.next() * 0.25 : 1;
  const soldOut = serial % 29 === 11;
  const pic = imageUrl('prod', icon, hue, 0);
  const skus: SkuDef[] = combinations(specs).map((values) => {
    const dollars = values.reduce((p, v) => p * (v.factor ?? 1) + (v.extra ?? 0), base);
    const priceCents = shopPrice(dollars);
    const colour = values.find((v) => v.hue !== undefined && COLOURS.includes(v));
    return {
      values,
      name: values.length
        ? {
            en: values.map((v) => v.en).join(' / '),
            kh: values.map((v) => v.kh).join(' / '),
            cn: values.map((v) => v.cn).join(' / '),
          }
        : STANDARD_SKU,
      priceCents,
      oriPriceCents: discount > 1 ? Math.max(priceCents, shopPrice((priceCents / 100) * discount)) : priceCents,
      stock: soldOut || (specs.length > 0 && rng.chance(0.06)) ? 0 : rng.int(3, 150),
      pic: colour ? imageUrl('prod', icon, colour.hue!, 0) : pic,
    };
  });
  return {
    categoryIndex,
    subIndex: item.sub,
    name,
    brief: category.brief,
    content: fill(category.content, name, true),
    pic,
    imgs: [0, 1, 2].map((v) => imageUrl('prod', icon, hue, v)),
    specs,
    skus,
    soldNum: Math.floor(rng.next() ** 2 * 3000),
    createdAt: SEED_EPOCH - rng.int(0, 150) * DAY - rng.int(0, 86_399) * 1000,
    status: 1,
  };
}

/** Up to `perCategory` products from each category, interleaved so that neighbouring ids differ in kind. */
export function composeCatalogue(rng: Rng, perCategory: number): ProductDef[] {
  const lists = CATEGORIES.map((category, categoryIndex) => {
    const combos = category.items.flatMap((item) => category.qualifiers.map((q) => ({ item, q })));
    for (let i = combos.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [combos[i], combos[j]] = [combos[j], combos[i]];
    }
    return { categoryIndex, combos: combos.slice(0, perCategory) };
  });
  const products: ProductDef[] = [];
  for (let round = 0; round < perCategory; round++) {
    for (const { categoryIndex, combos } of lists) {
      const combo = combos[round];
      if (combo)
        products.push(
          composeProduct(rng, categoryIndex, CATEGORIES[categoryIndex], combo.item, combo.q, products.length),
        );
    }
  }
  return products;
}
