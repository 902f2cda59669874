// A few value checks with zod's safeParse shape, for what the entry validates before the first
// render (stored values, build-time settings, the login challenge): zod itself would add about
// 17 KB gzip to every first visit. Objects keep only their declared keys, as zod's do.
// Forms and API payloads keep using the zod schemas of packages/shared.

export type Parsed<T> = { success: true; data: T } | { success: false };

export interface Check<T, Optional extends boolean = false> {
  safeParse(value: unknown): Parsed<T>;
  /** Marks an object key that may be missing. */
  readonly optional: Optional;
}

export type Infer<C> = C extends Check<infer T, boolean> ? T : never;

type Shape = Record<string, Check<unknown, boolean>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends Check<unknown, true> ? K : never;
}[keyof S];
type ObjectOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]>;
} & { [K in OptionalKeys<S>]?: Infer<S[K]> };

const ok = <T>(data: T): Parsed<T> => ({ success: true, data });
const FAIL = { success: false } as const;

function check<T>(test: (value: unknown) => Parsed<T>): Check<T> {
  return { safeParse: test, optional: false };
}

export function string(rules: { min?: number; max?: number; pattern?: RegExp } = {}) {
  return check<string>((v) =>
    typeof v === 'string' &&
    v.length >= (rules.min ?? 0) &&
    v.length <= (rules.max ?? Infinity) &&
    (!rules.pattern || rules.pattern.test(v))
      ? ok(v)
      : FAIL,
  );
}

export function int(rules: { min?: number; max?: number } = {}) {
  return check<number>((v) =>
    typeof v === 'number' &&
    Number.isSafeInteger(v) &&
    v >= (rules.min ?? -Infinity) &&
    v <= (rules.max ?? Infinity)
      ? ok(v)
      : FAIL,
  );
}

export const boolean = () => check<boolean>((v) => (typeof v === 'boolean' ? ok(v) : FAIL));

export const unknown = () => check<unknown>((v) => ok(v));

export function oneOf<const T extends readonly string[]>(values: T) {
  return check<T[number]>((v) =>
    typeof v === 'string' && values.includes(v) ? ok(v as T[number]) : FAIL,
  );
}

export function nullable<T>(inner: Check<T, boolean>) {
  return check<T | null>((v) => (v === null ? ok(null) : inner.safeParse(v)));
}

export function optional<T>(inner: Check<T, boolean>): Check<T | undefined, true> {
  return {
    safeParse: (v) => (v === undefined ? ok(undefined) : inner.safeParse(v)),
    optional: true,
  };
}

export function nullish<T>(inner: Check<T, boolean>): Check<T | null | undefined, true> {
  return {
    safeParse: (v) => (v === undefined || v === null ? ok(v) : inner.safeParse(v)),
    optional: true,
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function object<S extends Shape>(shape: S) {
  return check<ObjectOf<S>>((v) => {
    if (!isPlainObject(v)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(shape)) {
      const parsed = inner.safeParse(v[key]);
      if (!parsed.success) return FAIL;
      if (parsed.data !== undefined || key in v) out[key] = parsed.data;
    }
    return ok(out as ObjectOf<S>);
  });
}

export function array<T>(inner: Check<T, boolean>, rules: { max?: number } = {}) {
  return check<T[]>((v) => {
    if (!Array.isArray(v) || v.length > (rules.max ?? Infinity)) return FAIL;
    const out: T[] = [];
    for (const item of v) {
      const parsed = inner.safeParse(item);
      if (!parsed.success) return FAIL;
      out.push(parsed.data);
    }
    return ok(out);
  });
}

/** A string-keyed record of anything (zod's z.record(z.string(), z.unknown())). */
export const record = () =>
  check<Record<string, unknown>>((v) => (isPlainObject(v) ? ok({ ...v }) : FAIL));
