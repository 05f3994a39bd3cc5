// TypeBox building blocks shared by every route: the one source of validation, serialisation, types and OpenAPI.
import {
  Type,
  type Static,
  type TSchema,
  type TString,
  type TInteger,
  type TNumber,
} from '@fastify/type-provider-typebox';

/** A successful answer: `{ data }`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });

/** `{ data: null }`, for calls that answer nothing. */
export const EmptyEnvelope = Type.Object({ data: Type.Null() });

export const ErrorBody = Type.Object(
  { codeId: Type.Integer(), msg: Type.String() },
  { description: 'A failure: the code of the error catalogue and its English message' },
);

/** A page of `T`s: the `Static` type of `PageOf`, with its records typed. */
export type Page<T> = Omit<Static<ReturnType<typeof PageOf>>, 'records'> & { records: T[] };

export const PageOf = <T extends TSchema>(record: T) =>
  Type.Object({
    records: Type.Array(record),
    total: Type.Integer({ minimum: 0 }),
    current: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
  });

/** The paging fields, to spread into a query or body object. */
export const PagingProps = {
  current: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: '1-based page number' }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'page size, at most 50' }),
};
export const PagingQuery = Type.Object(PagingProps);
export type PagingQuery = Static<typeof PagingQuery>;

export const Money = Type.Number({ minimum: 0, description: 'US dollars, at most two decimals' });
export const Time = Type.String({ description: 'ISO 8601 in Phnom Penh time, e.g. 2026-11-21T14:05:00+07:00' });
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

type LocalizedProps<K extends string> = { [P in K | `${K}Kh` | `${K}En` | `${K}Cn`]: TString };

/** `name` (in the request's language, English by default) plus `nameKh`, `nameEn`, `nameCn`; spread into an object. */
export function Localized<K extends string>(name: K): LocalizedProps<K> {
  return {
    [name]: Type.String({ description: "in the request's Accept-Language, English by default" }),
    [`${name}Kh`]: Type.String(),
    [`${name}En`]: Type.String(),
    [`${name}Cn`]: Type.String(),
  } as LocalizedProps<K>;
}

export type { TString, TInteger, TNumber };
