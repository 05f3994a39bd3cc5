import type { MerchantCategory } from '@mall/shared';
import { categoryOptions } from '../category-tree';

const category = (categoryId: number, parentId: number, nameEn: string, nameKh: string, seq: number) =>
  ({ categoryId, parentId, nameEn, nameKh, nameCn: '', pic: '', seq, version: 1 }) as MerchantCategory;

describe('the categories to choose from', () => {
  // Read from the API in the order they were made: a subcategory before its parent, siblings out of order.
  const all = [
    category(9, 4, 'Mango', 'ស្វាយ', 1),
    category(3, 0, 'Rice', 'អង្ករ', 1),
    category(8, 4, 'Durian', 'ធូរេន', 0),
    category(4, 0, 'Fruit', 'ផ្លែឈើ', 0),
    category(10, 3, 'Mango', 'ស្វាយ', 0),
  ];

  it("come in the tree's order, each after its parent, named with its path", () => {
    expect(categoryOptions(all, 'en')).toEqual([
      { value: 4, label: 'Fruit' },
      { value: 8, label: 'Fruit › Durian' },
      { value: 9, label: 'Fruit › Mango' },
      { value: 3, label: 'Rice' },
      { value: 10, label: 'Rice › Mango' },
    ]);
  });

  it("are named in the console's language, English where a name is missing", () => {
    expect(categoryOptions(all, 'km').map((option) => option.label)).toEqual([
      'ផ្លែឈើ',
      'ផ្លែឈើ › ធូរេន',
      'ផ្លែឈើ › ស្វាយ',
      'អង្ករ',
      'អង្ករ › ស្វាយ',
    ]);
    expect(categoryOptions(all, 'zh')[1].label).toBe('Fruit › Durian');
  });
});
