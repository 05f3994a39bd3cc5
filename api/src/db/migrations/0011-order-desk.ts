import type { Kysely, Migration } from 'kysely';

// The order desk. What each order line bought, in words: the variant's specs ("Weight: 250 g") in three languages, frozen at placement
// beside the names, picture and price. Lines placed before are given their SKU's specs as the SKU has them now (the
// nearest there is); a line whose SKU is gone keeps empty specs. And who takes a shipped order to the shopper: the
// rider's name and phone, or a tracking note (empty until it ships).
export function orderDesk(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const column of ['rider_name', 'rider_phone', 'delivery_note']) {
        await db.schema
          .alterTable('order')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      for (const column of ['spec_kh', 'spec_en', 'spec_cn']) {
        await db.schema
          .alterTable('order_item')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      const skus = await db
        .selectFrom('sku')
        .select(['id', 'prod_id', 'spec_values'])
        .where('id', 'in', db.selectFrom('order_item').select('sku_id'))
        .execute();
      const texts = await specTextsOf(
        db,
        skus.map((s) => ({ skuId: Number(s.id), prodId: Number(s.prod_id), specValues: String(s.spec_values) })),
      );
      for (const [skuId, text] of texts) {
        if (text.spec_en === '') continue;
        await db.updateTable('order_item').set(text).where('sku_id', '=', skuId).execute();
      }
    },
  };
}

// What a SKU's specs say in each language, frozen here as repositories/variant-specs.ts has it on 27 November 2026:
// a migration's result must not change with today's code.
interface SpecTexts {
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

/** The spec texts of each SKU (by sku id), in the order of the product's specs, as repositories/variant-specs.ts wrote them that day. */
async function specTextsOf(
  db: Kysely<any>,
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
