/** @jest-environment node */
// Which remote page the server draws (or hints) for a path, read from the page table and the route table only.
import { firstScreenOf } from '../page-table';

test('a remote page is found by its face and page key', () => {
  expect(firstScreenOf('/mobile/index')).toEqual({ remote: 'catalog', expose: 'HomePage' });
  expect(firstScreenOf('/')).toEqual({ remote: 'catalog', expose: 'HomePage' });
  expect(firstScreenOf('/laptop/classify/12')).toEqual({ remote: 'catalog', expose: 'ClassifyPage' });
});

test("the shell's own pages below a remote's page are not the remote's", () => {
  for (const child of ['about', 'contact', 'help', 'refund', 'download']) {
    expect(firstScreenOf(`/mobile/centre/${child}`)).toBeUndefined();
  }
  expect(firstScreenOf('/laptop/centre/contact')).toBeUndefined();
});

test("a remote's own page below another of its pages keeps the remote", () => {
  expect(firstScreenOf('/mobile/centre/order')?.remote).toBe('account');
});
