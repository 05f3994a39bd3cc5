import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantDashboard } from '@mall/shared';
import { getDashboard, listOrders, liveStreamUrl } from '../../../api/merchant-api';
import { makeOrder, pageOf } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';
import { useLiveOrders } from '../live-orders';

jest.mock('../../../api/merchant-api', () => ({
  getDashboard: jest.fn(),
  listOrders: jest.fn(),
  liveStreamUrl: jest.fn(),
}));

/** The browser's EventSource as the console uses it: the test sends the server's events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: object) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener({ data: JSON.stringify(data) } as never)));
  }
}

const rings = jest.fn();
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  constructor() {
    rings();
  }
  createOscillator = () => ({ frequency: {}, connect: (to: unknown) => to, start() {}, stop() {} });
  createGain = () => ({
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    connect: (to: unknown) => to,
  });
  close = () => Promise.resolve();
}

const ORDERS_STAFF = { ...OWNER, staffId: 3, name: 'Vanna', role: 'orders' as const };
const DASHBOARD: MerchantDashboard = {
  orders: {
    today: { from: '2026-11-27', orders: 3, sales: 10.5 },
    week: { from: '2026-11-23', orders: 12, sales: 1234.5 },
    toConfirm: 2,
    toShip: 5,
  },
  lowStock: { threshold: 5, total: 0, skus: [] },
};

beforeAll(() => Object.assign(globalThis, { EventSource: FakeEventSource, AudioContext: FakeAudioContext }));
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
});
beforeEach(() => {
  jest.clearAllMocks();
  FakeEventSource.opened = [];
  localStorage.clear();
  useLiveOrders.setState({ version: 0, unseen: 0, sound: true });
  jest.mocked(getDashboard).mockResolvedValue(DASHBOARD);
  jest.mocked(listOrders).mockResolvedValue(pageOf([makeOrder()]));
  jest.mocked(liveStreamUrl).mockResolvedValue('http://localhost/api/merchant/live?ticket=t1');
});

const stream = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];
const navigation = () => screen.getByRole('navigation', { name: 'Console sections' });

describe('the console live', () => {
  it('rings, counts the new order beside Orders and refreshes the home page when an order arrives', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/home', { staff: ORDERS_STAFF });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(stream().url).toBe('http://localhost/api/merchant/live?ticket=t1');
    await waitFor(() => expect(getDashboard).toHaveBeenCalledTimes(1));

    stream().send('order', { type: 'order', orderNumber: 'PP1', status: 1 });
    expect(within(navigation()).getByRole('link', { name: 'Orders (1 new order)' })).toBeInTheDocument();
    expect(rings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(getDashboard).toHaveBeenCalledTimes(2));

    // An order that moved (paid, shipped) refreshes but neither rings nor counts as new.
    stream().send('order', { type: 'order', orderNumber: 'PP0', status: 2 });
    expect(rings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(getDashboard).toHaveBeenCalledTimes(3));

    // The sound turned off is remembered; the count goes on.
    await user.click(screen.getByRole('switch', { name: 'Sound for new orders' }));
    expect(screen.getByRole('switch', { name: 'Sound for new orders' })).not.toBeChecked();
    expect(localStorage.getItem('ORDER_SOUND')).toBe('off');
    stream().send('order', { type: 'order', orderNumber: 'PP2', status: 1 });
    expect(rings).toHaveBeenCalledTimes(1);
    expect(within(navigation()).getByRole('link', { name: 'Orders (2 new orders)' })).toBeInTheDocument();

    // The order list shows them: the count is gone, and the next order reloads the list.
    await user.click(within(navigation()).getByRole('link', { name: /^Orders/ }));
    expect(await screen.findByRole('link', { name: 'PP202611250007' })).toBeInTheDocument();
    expect(within(navigation()).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    const loads = jest.mocked(listOrders).mock.calls.length;
    stream().send('order', { type: 'order', orderNumber: 'PP3', status: 1 });
    await waitFor(() => expect(listOrders).toHaveBeenCalledTimes(loads + 1));
    expect(within(navigation()).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('opens the stream again with a new ticket when it fails', async () => {
    jest.useFakeTimers();
    try {
      renderConsole('/merchant/home', { staff: ORDERS_STAFF });
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      jest.mocked(liveStreamUrl).mockResolvedValue('http://localhost/api/merchant/live?ticket=t2');
      act(() => stream().onerror?.());
      expect(FakeEventSource.opened[0].closed).toBe(true);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000);
      });
      expect(FakeEventSource.opened).toHaveLength(2);
      expect(stream().url).toBe('http://localhost/api/merchant/live?ticket=t2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not listen for a catalogue member', async () => {
    renderConsole('/merchant/products', { staff: { ...OWNER, staffId: 4, role: 'catalogue' } });
    expect(await screen.findByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
    expect(liveStreamUrl).not.toHaveBeenCalled();
    expect(screen.queryByRole('switch', { name: 'Sound for new orders' })).not.toBeInTheDocument();
  });
});
