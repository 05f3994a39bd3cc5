import type { Kysely, Migration } from 'kysely';
import type { Executor } from '../../repositories/executor';
import { specTextsOf } from '../../repositories/variant-specs';

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
        db as Executor,
        skus.map((s) => ({ skuId: Number(s.id), prodId: Number(s.prod_id), specValues: String(s.spec_values) })),
      );
      for (const [skuId, text] of texts) {
        if (text.spec_en === '') continue;
        await db.updateTable('order_item').set(text).where('sku_id', '=', skuId).execute();
      }
    },
  };
}
