// Whether a version is in an npm version range, by node-semver's rules (strict mode; a prerelease only where the
// range names a prerelease of the same version). The shell checks a remote's contract with it (contract-check.ts),
// and the federation runtime checks shared versions with it in place of its own parser (build/lean-libraries.cjs),
// which refuses every version for `>=0` and costs main.js 0.3 KiB gzip more. node-semver itself is larger still;
// compare-versions refuses 3.0.1 for `<=3`. A test holds this one to node-semver.

type Version = { main: number[]; pre: string[] };
type Operator = '<' | '<=' | '>' | '>=' | '=';
/** One comparison a version must pass; a set is a list of them, all to pass. */
type Comparator = [Operator, Version];

const NUMBER = '0|[1-9]\\d*';
const IDENTIFIER = `(?:${NUMBER}|\\d*[a-zA-Z-][a-zA-Z0-9-]*)`;
const PART = `${NUMBER}|[xX*]`;
const BUILD_TEXT = '\\+[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*';
/** A version in a range, where parts may be missing or x: `1`, `1.x`, `=v1.2.3-rc.1`; `capture` keeps its parts. */
const partial = (capture: boolean) => {
  const group = capture ? '(' : '(?:';
  return `[v=\\s]*${group}${PART})(?:\\.${group}${PART})(?:\\.${group}${PART})(?:-${group}${IDENTIFIER}(?:\\.${IDENTIFIER})*))?)?)?`;
};
const VERSION = new RegExp(
  `^v?(${NUMBER})\\.(${NUMBER})\\.(${NUMBER})(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:${BUILD_TEXT})?$`,
);
const TOKEN = new RegExp(`^(<=?|>=?|=|~>?|\\^)?${partial(true)}$`);
const HYPHEN = new RegExp(`^(${partial(false)})\\s+-\\s+(${partial(false)})$`);
const BUILD = new RegExp(BUILD_TEXT, 'g');

const isX = (part: string | undefined) => !part || part === '*' || part.toLowerCase() === 'x';

function number(text: string): number {
  const value = Number(text);
  if (value > Number.MAX_SAFE_INTEGER) throw new TypeError(`Invalid version number ${text}`);
  return value;
}

function version(major: number, minor: number, patch: number, pre: string[] = []): Version {
  return { main: [major, minor, patch], pre };
}

function parseVersion(text: string): Version | null {
  const match = text.length <= 256 ? VERSION.exec(text.trim()) : null;
  return match
    ? version(number(match[1]), number(match[2]), number(match[3]), match[4] ? match[4].split('.') : [])
    : null;
}

function compareIdentifiers(a: string, b: string): number {
  const aNumber = /^\d+$/.test(a);
  const bNumber = /^\d+$/.test(b);
  if (aNumber && bNumber) return Math.sign(Number(a) - Number(b));
  if (aNumber !== bNumber) return aNumber ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a.main[i] !== b.main[i]) return a.main[i] < b.main[i] ? -1 : 1;
  // A release is above its prereleases; between prereleases, identifier by identifier, the shorter list first.
  if (!a.pre.length || !b.pre.length) return Math.sign(b.pre.length - a.pre.length);
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i += 1) {
    if (i === a.pre.length) return -1;
    if (i === b.pre.length) return 1;
    const order = compareIdentifiers(a.pre[i], b.pre[i]);
    if (order) return order;
  }
  return 0;
}

const PASSES: Record<Operator, (order: number) => boolean> = {
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '=': (order) => order === 0,
};

/** Just below a version: `<M.m.p-0`, the upper bound of carets, tildes and x-ranges. */
const below = (major: number, minor: number, patch: number): Comparator => ['<', version(major, minor, patch, ['0'])];

/** The comparators of one token of a range: `^1.2`, `~1.2.3`, `>=1.x`, `1.2.3`, `*` … */
function tokenComparators(token: string, hyphenSide = false): Comparator[] {
  const match = TOKEN.exec(token);
  if (!match) throw new TypeError(`Invalid comparator ${token}`);
  const [, operator = '', majorText, minorText, patchText, preText] = match;
  // node-semver refuses `1.x.2` as an x-range, but not after ^ or ~, nor as a side of a hyphen range.
  const xRange = !hyphenSide && operator !== '^' && !operator.startsWith('~');
  if (xRange && ((isX(majorText) && !isX(minorText)) || (isX(minorText) && patchText && !isX(patchText))))
    throw new TypeError(`Invalid x-range ${token}`);
  if (isX(majorText)) return operator === '<' || operator === '>' ? [below(0, 0, 0)] : [];
  const xMinor = isX(minorText);
  const xPatch = xMinor || isX(patchText);
  const major = number(majorText);
  const minor = xMinor ? 0 : number(minorText);
  const patch = xPatch ? 0 : number(patchText);
  const pre = preText && !xPatch ? preText.split('.') : [];
  const from: Comparator = ['>=', version(major, minor, patch, pre)];
  if (operator === '^') {
    if (xMinor || major > 0) return [from, below(major + 1, 0, 0)];
    return xPatch || minor > 0 ? [from, below(0, minor + 1, 0)] : [from, below(0, 0, patch + 1)];
  }
  if (operator.startsWith('~')) return [from, xMinor ? below(major + 1, 0, 0) : below(major, minor + 1, 0)];
  if (!xPatch) return [[(operator || '=') as Operator, from[1]]];
  // An x-range: 1.x, 1.2.*, >1.2, <=1 …
  const next = xMinor ? version(major + 1, 0, 0) : version(major, minor + 1, 0);
  switch (operator) {
    case '>':
      return [['>=', next]];
    case '>=':
      return [from];
    case '<':
      return [below(major, minor, 0)];
    case '<=':
      return [['<', { ...next, pre: ['0'] }]];
    default:
      return [from, ['<', { ...next, pre: ['0'] }]];
  }
}

/** `1.2 - 2.3.4` as comparators: from the first (x parts as 0) up to the whole of the second. */
function hyphenComparators(from: string, to: string): Comparator[] {
  return [...tokenComparators(`>=${from}`, true), ...tokenComparators(`<=${to}`, true)];
}

function setComparators(set: string): Comparator[] {
  const text = set.replace(BUILD, '').trim();
  const hyphen = HYPHEN.exec(text);
  const comparators = hyphen
    ? hyphenComparators(hyphen[1], hyphen[2])
    : text
        .replace(/(<=?|>=?|=|~>?|\^)\s+/g, '$1')
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((token) => tokenComparators(token));
  // `>=0.0.0` takes any version, as no comparator at all does, also where a hyphen range (`0.0 - x`) gave it.
  return comparators.filter(
    ([operator, bound]) => !(operator === '>=' && !bound.pre.length && bound.main.every((part) => part === 0)),
  );
}

function passesSet(candidate: Version, comparators: Comparator[]): boolean {
  if (!comparators.every(([operator, bound]) => PASSES[operator](compare(candidate, bound)))) return false;
  // A prerelease passes only a set that names a prerelease of the same major.minor.patch.
  return (
    !candidate.pre.length ||
    comparators.some(([, bound]) => bound.pre.length > 0 && bound.main.every((part, i) => part === candidate.main[i]))
  );
}

export function satisfy(versionText: string, range: string): boolean {
  try {
    const candidate = typeof versionText === 'string' ? parseVersion(versionText) : null;
    if (!candidate) return false;
    const sets = range.trim().split('||').map(setComparators);
    // A range with a set that takes any version takes any version (node-semver keeps just that set).
    const anySet = sets.find((comparators) => comparators.length === 0);
    return anySet ? passesSet(candidate, anySet) : sets.some((comparators) => passesSet(candidate, comparators));
  } catch {
    return false;
  }
}
