import { expect, test } from './fixtures';
import { callApi, faceOf, PAGES } from './support';

interface Category {
  categoryId: number;
  parentId: number;
  categoryName: string;
}
interface Tag {
  id: number;
  title: string;
}
interface Page<T> {
  records: T[];
}
interface Summary {
  prodId: number;
  prodName: string;
}

test('the home page shows the categories and products the API has', async ({ page, request }, testInfo) => {
  const categories = await callApi<Category[]>(request, 'GET', 'category/categoryInfo', { params: { parentId: 0 } });
  const tags = await callApi<Tag[]>(request, 'GET', 'prod/tag/prodTagList');
  expect(categories.length).toBeGreaterThan(0);
  expect(tags.length).toBeGreaterThan(0);
  const firstGroup = await callApi<Page<Summary>>(request, 'POST', 'prod/prodListByTagIdSelect', {
    body: { tagId: tags[0].id, shopId: 1, sort: 0, current: 1, size: 10 },
  });
  expect(firstGroup.records.length).toBeGreaterThan(0);

  await page.goto(PAGES[faceOf(testInfo)].home);

  const main = page.getByRole('main');
  await expect(main.getByText(categories[0].categoryName, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(tags[0].title, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(firstGroup.records[0].prodName, { exact: true }).first()).toBeVisible();
});
