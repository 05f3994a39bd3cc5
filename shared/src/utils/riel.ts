// The one rounding of dollars into riel and the one way of writing riel, defined once in a dependency-free module of
// the API (which freezes the figure onto each order) and bundled as it is, as the error codes are.
export {
  DEFAULT_RIEL_RATE,
  RIEL_RATE_LIMITS,
  formatRiel,
  isRielRate,
  rateOfOrder,
  rielOfCents,
  rielOfDollars,
  type RielRate,
} from '../../../api/src/schemas/riel';
