import { renderToStaticMarkup } from 'react-dom/server';
import { Price, formatRiel } from '@mall/shared';
// The rounding itself, which the package keeps to itself (the pages reach it through Price).
import { rielOfCents, rielOfDollars } from '../../../../../shared/src/utils/riel';
import { cartAmounts, DEFAULT_FEE_RULES } from '../delivery-fee';

/** A small seeded generator: the same 10,000 carts on every run. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

test('10,000 random carts: the cart page figures and prints the riel the server freezes (counts logged)', () => {
  const random = generator(34);
  const steps = [1, 50, 100, 100, 100, 500, 1000];
  const counts = { carts: 0, lines: 0, figureDifferences: 0, printedDifferences: 0 };
  for (let cart = 0; cart < 10_000; cart += 1) {
    const rate = 3500 + random(1001);
    const step = random(5) === 0 ? 1 + random(2000) : steps[random(steps.length)];
    const lines = Array.from({ length: 1 + random(6) }, () => ({ cents: 1 + random(20_000), count: 1 + random(9) }));
    // The server's way (services/ordering.ts): integer cents, the fee, the total's riel rounded once.
    const productCents = lines.reduce((sum, line) => sum + line.cents * line.count, 0);
    // The shop's flat fee, free from its threshold (the defaults: $1, free from $50).
    const fee = productCents >= DEFAULT_FEE_RULES.freeFrom * 100 ? 0 : DEFAULT_FEE_RULES.fee * 100;
    const frozen = rielOfCents(productCents + fee, { rate, step });
    // The cart page's way: the dollars the API gives, summed by cartAmounts, then the shared rounding.
    const amounts = cartAmounts(
      lines.map((line) => ({ price: line.cents / 100, count: line.count })),
      DEFAULT_FEE_RULES,
    );
    const page = rielOfDollars(amounts.total, { rate, step });
    const printed = renderToStaticMarkup(<Price amount={amounts.total} rielRate={{ rate, step }} />);
    counts.carts += 1;
    counts.lines += lines.length;
    if (page !== frozen) counts.figureDifferences += 1;
    if (!printed.includes(`>${formatRiel(frozen, 'en')}<`)) counts.printedDifferences += 1;
  }
  console.log(`riel property (pages): ${JSON.stringify(counts)}`);
  expect(counts).toEqual({ carts: 10_000, lines: expect.any(Number), figureDifferences: 0, printedDifferences: 0 });
});
