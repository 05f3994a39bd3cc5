import { localized, type LanguageCode, type MerchantCategory } from '@mall/shared';

/** Siblings in the shop's order (`seq`), then the order they were made in. */
export const bySeq = (a: MerchantCategory, b: MerchantCategory) => a.seq - b.seq || a.categoryId - b.categoryId;

/** A category's subcategories (0: the top level), in order. */
export function childrenOf(all: MerchantCategory[], parentId: number): MerchantCategory[] {
  return all.filter((category) => category.parentId === parentId).sort(bySeq);
}

/**
 * The categories to choose from in the tree's order, each after its parent and named with its path ("Food › Rice"),
 * so two subcategories of the same name are told apart.
 */
export function categoryOptions(all: MerchantCategory[], language: LanguageCode) {
  const options: Array<{ value: number; label: string }> = [];
  const walk = (parentId: number, path: string) => {
    for (const category of childrenOf(all, parentId)) {
      const name = localized(category, 'name', language);
      const label = path ? `${path} › ${name}` : name;
      options.push({ value: category.categoryId, label });
      walk(category.categoryId, label);
    }
  };
  walk(0, '');
  return options;
}
