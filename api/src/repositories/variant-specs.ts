// What a SKU's specs say in each language ("Weight: 250 g"): a SKU keeps only the English names and values
// (sku.spec_values); their Khmer and Chinese texts are the product's spec and spec_value rows.
import type { Executor } from './executor';

export interface SpecTexts {
  spec_kh: string;
  spec_en: string;
  spec_cn: string;
}

type Suffix = 'kh' | 'en' | 'cn';
const SUFFIXES: Suffix[] = ['kh', 'en', 'cn'];
/** How each language writes "name: value" and the list of them. */
const PAIR: Record<Suffix, (name: string, value: string) => string> = {
  kh: (name, value) => `${name}៖ ${value}`,
  en: (name, value) => `${name}: ${value}`,
  cn: (name, value) => `${name}：${value}`,
};
const SEPARATOR: Record<Suffix, string> = { kh: ', ', en: ', ', cn: '，' };

export const NO_SPECS: SpecTexts = { spec_kh: '', spec_en: '', spec_cn: '' };

interface SpecRow {
  prod_id: number;
  spec_id: number;
  name_kh: string;
  name_en: string;
  name_cn: string;
  value_kh: string | null;
  value_en: string | null;
  value_cn: string | null;
}

/**
 * The spec texts of each SKU (by sku id), in the order of the product's specs. A name or value the spec tables no
 * longer know (renamed since) is given in English in every language, as the SKU holds it.
 */
export async function specTextsOf(
  db: Executor,
  skus: Array<{ skuId: number; prodId: number; specValues: string }>,
): Promise<Map<number, SpecTexts>> {
  const prodIds = [...new Set(skus.map((s) => s.prodId))];
  const rows: SpecRow[] = prodIds.length
    ? await db
        .selectFrom('spec')
        .leftJoin('spec_value', 'spec_value.spec_id', 'spec.id')
        .select([
          'spec.prod_id',
          'spec.id as spec_id',
          'spec.name_kh',
          'spec.name_en',
          'spec.name_cn',
          'spec_value.value_kh',
          'spec_value.value_en',
          'spec_value.value_cn',
        ])
        .where('spec.prod_id', 'in', prodIds)
        .orderBy('spec.seq')
        .orderBy('spec.id')
        .orderBy('spec_value.seq')
        .execute()
    : [];
  const texts = new Map<number, SpecTexts>();
  for (const sku of skus) {
    const chosen = parseSpecValues(sku.specValues);
    const specRows = rows.filter((r) => Number(r.prod_id) === sku.prodId);
    const pairs: Array<Record<Suffix, [string, string]>> = [];
    const named = new Set<string>();
    for (const row of specRows) {
      const value = chosen[row.name_en];
      if (value === undefined || named.has(row.name_en)) continue;
      const known = specRows.find((r) => r.spec_id === row.spec_id && r.value_en === value);
      named.add(row.name_en);
      pairs.push({
        kh: [row.name_kh || row.name_en, known?.value_kh || value],
        en: [row.name_en, value],
        cn: [row.name_cn || row.name_en, known?.value_cn || value],
      });
    }
    for (const [name, value] of Object.entries(chosen)) {
      if (!named.has(name)) pairs.push({ kh: [name, value], en: [name, value], cn: [name, value] });
    }
    const text = (suffix: Suffix) => pairs.map((p) => PAIR[suffix](...p[suffix])).join(SEPARATOR[suffix]);
    texts.set(sku.skuId, Object.fromEntries(SUFFIXES.map((s) => [`spec_${s}`, text(s)])) as unknown as SpecTexts);
  }
  return texts;
}

function parseSpecValues(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}
