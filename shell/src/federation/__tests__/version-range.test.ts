import fc from 'fast-check';
import semver from 'semver';
import { satisfy } from '../version-range';

// node-semver is the reference: whatever range a remote's build declares, the shell and the federation runtime
// answer as npm would.
const number = fc.integer({ min: 0, max: 3 });
const prerelease = fc.constantFrom('', '-0', '-1', '-alpha', '-alpha.1', '-beta.2', '-rc.0.x');
const version = fc
  .tuple(
    number,
    number,
    number,
    fc.oneof({ weight: 3, arbitrary: fc.constant('') }, prerelease),
    fc.constantFrom('', '+build.5'),
  )
  .map(([major, minor, patch, pre, build]) => `${major}.${minor}.${patch}${pre}${build}`);
const part = fc.oneof({ weight: 4, arbitrary: number.map(String) }, fc.constantFrom('x', 'X', '*'));
const partial = fc.oneof(
  part,
  fc.tuple(part, part).map((parts) => parts.join('.')),
  fc.tuple(part, part, part, prerelease).map(([major, minor, patch, pre]) => `${major}.${minor}.${patch}${pre}`),
);
const operator = fc.constantFrom('', '=', '>', '>=', '<', '<=', '^', '~', '~>', 'v', '>= ', '^ ');
const comparator = fc.tuple(operator, partial).map(([op, text]) => `${op}${text}`);
const set = fc.oneof(
  fc.array(comparator, { minLength: 1, maxLength: 3 }).map((list) => list.join(' ')),
  fc.tuple(partial, partial).map(([from, to]) => `${from} - ${to}`),
  fc.constantFrom('', '*', 'x', '>=0.0.0', 'not-a-range', '1.2.3 -', '^', '01.2.3'),
);
const range = fc.array(set, { minLength: 1, maxLength: 3 }).map((sets) => sets.join(' || '));

describe('satisfy', () => {
  it('answers as node-semver does for any version and range', () => {
    fc.assert(
      fc.property(version, range, (candidate, text) => {
        expect(`${text} @ ${candidate}: ${satisfy(candidate, text)}`).toBe(
          `${text} @ ${candidate}: ${semver.satisfies(candidate, text)}`,
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it('takes the ranges the builds declare for the shared libraries', () => {
    expect(satisfy('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfy('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfy('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfy('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfy('4.0.0', '^4.0.0')).toBe(true);
    expect(satisfy('5.0.0-rc.1', '^4.0.0')).toBe(false);
  });

  it('takes any version for >=0, which the federation runtime’s own parser refused', () => {
    expect(satisfy('19.3.1', '>=0')).toBe(true);
    expect(satisfy('0.1.3', '>=0.0')).toBe(true);
    expect(satisfy('1.0.0', '>=0.0.0')).toBe(true);
  });

  it('takes a hyphen range from 0 to anything as any version, so a prerelease passes only where another set names it', () => {
    // fast-check found this in CI: `0.0 - x` is `>=0.0.0`, which node-semver reads as `*` and keeps alone.
    expect(satisfy('2.1.1-beta.2', 'x.0.x - 2.1.1-beta.2 || 0.0 - x')).toBe(false);
    expect(satisfy('2.1.1-beta.2', 'x.0.x - 2.1.1-beta.2')).toBe(true);
    expect(satisfy('2.1.1', '0.0 - x')).toBe(true);
  });

  it('refuses what is not a version', () => {
    expect(satisfy('', '*')).toBe(false);
    expect(satisfy('latest', '*')).toBe(false);
    expect(satisfy('1.2', '^1.0.0')).toBe(false);
    expect(satisfy('1.2.3', '=>1.0.0')).toBe(false);
  });
});
