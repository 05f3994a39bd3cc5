import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductSummary } from '../../contracts/entities';
import { changeI18nLanguage, initI18n } from '../../i18n/i18n';
import { useMallStore } from '../../store';
import { AmountRows } from '../amount-rows';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';
import { useConfirm } from '../use-confirm';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { IconButton } from '../icon-button';
import { Logo } from '../logo';
import { Price } from '../price';
import { ProductCard } from '../product-card';
import { ProductGrid } from '../product-grid';
import { QuantityStepper } from '../quantity-stepper';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';
import { Toaster, toast } from '../toaster';
import { makeSiteSettings } from '../../test-support/site-settings';

const rice: ProductSummary = {
  prodId: 3,
  prodName: 'Jasmine rice 5 kg',
  prodNameKh: 'អង្ករផ្កាម្លិះ ៥ គីឡូ',
  prodNameEn: 'Jasmine rice 5 kg',
  prodNameCn: '茉莉香米 5 公斤',
  pic: '/api/images/products/3.svg',
  price: 12.5,
  oriPrice: 15,
  stock: 40,
  soldNum: 120,
};

beforeAll(() => initI18n('en'));

beforeEach(async () => {
  useMallStore.setState({ language: 'en', imagePath: '' });
  await act(() => changeI18nLanguage('en'));
});

describe('Button', () => {
  it('is found by its label and ignores clicks while busy', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Add to cart
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Add to cart' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('has its label as accessible name, with the count', () => {
    render(<IconButton icon="cart" label="Cart" badge={3} />);
    expect(screen.getByRole('button', { name: 'Cart (3)' })).toBeInTheDocument();
  });
});

describe('TextField', () => {
  it('is labelled, announces its error and keeps the typed value', async () => {
    function Form(): React.ReactElement {
      const [error, setError] = useState<string | null>(null);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setError('Please enter your password');
          }}
        >
          <TextField label="Phone number" name="mobile" inputMode="tel" error={error} />
          <button type="submit">Sign in</button>
        </form>
      );
    }
    render(<Form />);
    const field = screen.getByLabelText('Phone number');
    await userEvent.type(field, '012345678');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter your password');
    expect(field).toHaveValue('012345678');
  });
});

describe('Price', () => {
  it('formats dollars in the current language and names the original price', () => {
    const { rerender } = render(<Price amount={12.5} original={15} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Original price', { exact: false })).toBeInTheDocument();
    act(() => useMallStore.setState({ language: 'zh' }));
    rerender(<Price amount={12.5} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
  });
});

describe('Price in riel', () => {
  const shop = (rielRate: number, rielStep: number) => makeSiteSettings({ rielRate, rielStep });
  afterEach(() => act(() => useMallStore.setState({ webInfo: null, language: 'en' })));

  it("shows the riel at the shop's rate beside the dollars, in each language", async () => {
    act(() => useMallStore.setState({ webInfo: shop(4100, 100), language: 'km' }));
    const { rerender } = render(<Price amount={12.5} original={15} />);
    expect(await screen.findByText('51,300៛')).toBeInTheDocument(); // 51,250 rounded half up to the 100
    act(() => useMallStore.setState({ language: 'zh' }));
    rerender(<Price amount={12.5} />);
    expect(screen.getByText('51,300瑞尔')).toBeInTheDocument();
    act(() => useMallStore.setState({ language: 'en', webInfo: shop(4000, 500) }));
    expect(screen.getByText('50,000៛')).toBeInTheDocument();
  });

  it("shows an order's frozen riel as the server figured it, none for an order without, and waits without text", () => {
    act(() => useMallStore.setState({ webInfo: shop(4500, 100) }));
    const { rerender, container } = render(<Price amount={21} riel={86_100} />);
    expect(screen.getByText('86,100៛')).toBeInTheDocument();
    rerender(<Price amount={21} riel={null} />);
    expect(container).toHaveTextContent(/^\$21\.00$/);
    act(() => useMallStore.setState({ webInfo: null }));
    rerender(<Price amount={21} />);
    expect(container).toHaveTextContent(/^\$21\.00$/);
  });
});

describe('ProductCard', () => {
  it('links to the product page of its face, with the localized name as picture alt', async () => {
    await act(() => changeI18nLanguage('km'));
    act(() => useMallStore.setState({ language: 'km', imagePath: 'https://img.example' }));
    render(
      <MemoryRouter>
        <ProductCard product={rice} face="mobile" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /អង្ករផ្កាម្លិះ/ });
    expect(within(link).getByRole('img')).toHaveAttribute('height', '320');
    expect(link).toHaveAttribute('href', '/mobile/product?prodId=3');
    const picture = screen.getByRole('img', { name: 'អង្ករផ្កាម្លិះ ៥ គីឡូ' });
    expect(picture).toHaveAttribute('src', 'https://img.example/api/images/products/3.svg');
    expect(screen.getByRole('heading', { name: 'អង្ករផ្កាម្លិះ ៥ គីឡូ' })).toBeInTheDocument();
  });
});

describe('ProductGrid', () => {
  it('lists the products, or says it is loading', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ProductGrid
          products={[rice, { ...rice, prodId: 4, prodNameEn: 'Palm sugar' }]}
          face="laptop"
          label="Best sellers"
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Best sellers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /Palm sugar/ })).toHaveAttribute('href', '/laptop/product?prodId=4');

    rerender(
      <MemoryRouter>
        <ProductGrid products={[]} face="laptop" label="Best sellers" loading />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Best sellers' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading…');
  });
});

describe('ProductCard picture', () => {
  it('follows its width (the height attribute only reserves the square box)', () => {
    const css = readFileSync(join(__dirname, '..', 'product-card.module.css'), 'utf8');
    const picture = cssBlock(css, '.picture');
    expect(picture).toMatch(/height:\s*auto/);
    expect(picture).toMatch(/aspect-ratio:\s*1\s*\/\s*1/);
  });
});

describe('QuantityStepper', () => {
  function Stepper({ max }: { max: number }): React.ReactElement {
    const [value, setValue] = useState(1);
    return <QuantityStepper value={value} onChange={setValue} max={max} />;
  }

  it('steps within 1 and the stock, and clamps a typed number', async () => {
    render(<Stepper max={3} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(field).toHaveValue('3');
    expect(increase).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    fireEvent.blur(field);
    expect(field).toHaveValue('1');
  });

  it('shows the value again when the parent refuses a typed number', async () => {
    const refuse = jest.fn();
    render(<QuantityStepper value={2} onChange={refuse} max={10} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    expect(refuse).toHaveBeenCalledWith(7);
    expect(field).toHaveValue('2');
  });

  it('keeps the asked number while the parent answers, then shows what it decided', async () => {
    let settle: (() => void) | undefined;
    const ask = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<QuantityStepper value={2} onChange={ask} max={10} />);
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(field).toHaveValue('3');
    await act(async () => settle?.());
    expect(field).toHaveValue('2');
  });
});

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast for 2000 ms by default', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast('Added to your cart');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Added to your cart')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Added to your cart')).not.toBeInTheDocument();
  });

  it('speaks through one live region that is there before any toast, errors for as long as asked', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    const region = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      toast('The password is wrong.', { kind: 'error', duration: 5000 });
    });
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('The password is wrong.');
    act(() => jest.advanceTimersByTime(4000));
    expect(region).toHaveTextContent('The password is wrong.');
    act(() => jest.advanceTimersByTime(1000));
    expect(region).toBeEmptyDOMElement();
  });
});

describe('ConfirmDialog', () => {
  it('asks, with Cancel focused first, and Escape cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Cancel this order?"
        message="It cannot be undone."
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="Delete?" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('is named by its title, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const onClose = jest.fn();
    function Host(): React.ReactElement {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Pay now
          </button>
          <Dialog
            open={open}
            title="Choose how to pay"
            onClose={() => {
              onClose();
              setOpen(false);
            }}
          >
            <button type="button">Bank transfer</button>
          </Dialog>
        </>
      );
    }
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Choose how to pay' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const content = within(dialog).getByRole('button', { name: 'Bank transfer' });
    // Focus starts on the content, not on the × button.
    expect(content).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(content).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(content).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('useConfirm', () => {
  function Remover({ onAnswer }: { onAnswer: (ok: boolean) => void }): React.ReactElement {
    const { confirm, confirmDialog } = useConfirm();
    return (
      <>
        <button
          type="button"
          onClick={async () =>
            onAnswer(await confirm({ title: 'Delete this address?', confirmLabel: 'Delete', danger: true }))
          }
        >
          Remove
        </button>
        {confirmDialog}
      </>
    );
  }

  it('resolves true on confirm and false on cancel, then closes', async () => {
    const onAnswer = jest.fn();
    render(<Remover onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });
});

describe('AmountRows', () => {
  it('lists items, delivery (Free when nothing is charged) and the total', () => {
    render(<AmountRows productAmount={60} deliveryFee={0} total={60} />);
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Items: $60.00', 'Delivery: Free', 'Total: $60.00']);
  });

  it("shows an order's rows in riel at its frozen rate, and its frozen total", () => {
    render(
      <AmountRows
        productAmount={20}
        deliveryFee={1}
        total={21}
        rielRate={{ rate: 4100, step: 100 }}
        totalRiel={86_100}
      />,
    );
    const rows = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Items: $20.0082,000៛', 'Delivery: $1.004,100៛', 'Total: $21.0086,100៛']);
  });
});

describe('Tabs', () => {
  it('marks the selected tab and moves with the arrow keys', async () => {
    function OrderTabs(): React.ReactElement {
      const [status, setStatus] = useState(0);
      return (
        <Tabs
          label="Orders"
          value={status}
          onChange={setStatus}
          items={[
            { value: 0, label: 'All' },
            { value: 1, label: 'To pay', count: 2 },
            { value: 5, label: 'Completed' },
          ]}
        />
      );
    }
    render(<OrderTabs />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'To pay 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'To pay 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('states and brand', () => {
  it('EmptyState says what to do next and ErrorState offers a retry', async () => {
    const onRetry = jest.fn();
    render(
      <>
        <EmptyState
          title="Your cart is empty"
          hint="Browse the shop and add what you like."
          action={<a href="/mobile/index">Go to home page</a>}
        />
        <ErrorState message="Cannot reach the shop." onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState keeps a gap between its retry and its other way out', () => {
    const css = readFileSync(join(__dirname, '..', 'state.module.css'), 'utf8');
    expect(cssBlock(css, '.action')).toMatch(/gap:\s*var\(--space-\d\)/);
  });

  it('the logo is an image named after the brand, in the current language', async () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Phsar Penh' })).toBeInTheDocument();
    await act(() => changeI18nLanguage('km'));
    expect(screen.getByRole('img', { name: 'ផ្សារពេញ' })).toBeInTheDocument();
  });
});

function cssBlock(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} not found`);
  return css.slice(start, css.indexOf('}', start));
}
