import { actionsFor, countForTab, ORDER_TABS, tabForStatusQuery } from '../order-status';

describe('order tabs', () => {
  it('map the visible tabs to the filter codes', () => {
    expect(ORDER_TABS.map((tab) => [tab.key, tab.status])).toEqual([
      ['all', 0],
      ['toPay', 1],
      ['toDelivered', 2],
      ['toReceive', 3],
      ['completed', 5],
      ['cancelled', 6],
    ]);
  });

  it('read the status query, falling back to all for anything else', () => {
    expect(tabForStatusQuery('3').key).toBe('toReceive');
    expect(tabForStatusQuery('4').key).toBe('all');
    expect(tabForStatusQuery('abc').key).toBe('all');
    expect(tabForStatusQuery(null).key).toBe('all');
  });

  it('count orders per tab, none on the all tab', () => {
    const counts = { all: 9, toPay: 2, toDelivered: 1, toReceive: 3, completed: 2, cancelled: 1 };
    expect(countForTab(counts, 'toReceive')).toBe(3);
    expect(countForTab(counts, 'all')).toBeUndefined();
    expect(countForTab(null, 'toPay')).toBeUndefined();
  });
});

describe('order actions by state', () => {
  it('offer what the API allows in each state', () => {
    expect(actionsFor(1)).toEqual(['cancel', 'pay']);
    expect(actionsFor(2)).toEqual([]);
    expect(actionsFor(3)).toEqual(['confirmReceipt']);
    expect(actionsFor(5)).toEqual(['delete', 'buyAgain']);
    expect(actionsFor(6)).toEqual(['delete', 'buyAgain']);
    expect(actionsFor(7)).toEqual([]);
    expect(actionsFor(8)).toEqual(['delete', 'buyAgain']);
  });
});
