// Generators of hostile input: wrong types, missing and extra fields, huge strings and numbers, negative and
// fractional quantities, unicode and control characters, prototype-pollution keys, ids with slashes.
import fc from 'fast-check';

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 20,
});

const attackStrings = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a/b',
  '%2F%2e%2e',
  '${7*7}{{7*7}}',
  "' OR '1'='1' --",
  '{"$gt":""}',
  '\u0000',
  '\u202e\u0041dmin',
  '__proto__',
  'constructor',
  'admin',
  'success',
  'pending',
  'NaN',
  '-1',
  '1e309',
  '',
  ' ',
);

/** Numbers a handler must not trust: huge, negative, fractional, not finite (JSON sends NaN/Infinity as null). */
export const badNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    1.5,
    -0.01,
    1e308,
    -1e308,
    5e-324,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1_000_001,
    99.999,
  ),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double(),
);

/**
 * Text that looks like a number and is not a plain decimal one: the API reads "12" and "9.99" as numbers (the old
 * site's text inputs sent them so) and must refuse all of these.
 */
export const notQuiteNumbers: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    ' 12',
    '12 ',
    '1e3',
    '1E3',
    '0x10',
    '0b1',
    '0o7',
    '012',
    '12abc',
    '+12',
    '.5',
    '5.',
    '1,5',
    '1_000',
    'NaN',
    'Infinity',
    '-Infinity',
    '١٢',
    '１２',
    '12\n',
    '\t3',
    '--1',
  ),
  fc.integer({ min: 1, max: 999 }).map((n) => `${n}e0`),
  fc.integer({ min: 1, max: 999 }).map((n) => `0${n}`),
  fc.integer({ min: 1, max: 999 }).map((n) => ` ${n}`),
  fc.integer({ min: 1, max: 999 }).map((n) => `${n}px`),
);

/** Strings a handler must survive. Huge ones stay under the 64 KB body cap so they reach validation. */
export const badString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  controlChars,
  attackStrings,
  fc.integer({ min: 256, max: 20_000 }).map((n) => 'A'.repeat(n)),
);

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badString },
  { weight: 3, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(fc.oneof(badString, badNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(badString, badNumber), { maxKeys: 3 }) },
);

/** Fields a client may try to set so as to choose its own price, status, owner or role. */
const privilegedKeys = [
  'uid',
  'price',
  'amount',
  'amountCents',
  'priceCents',
  'unitPriceCents',
  'status',
  'role',
  'roll',
  'admin',
  'email',
  'transactionId',
  'available',
  '_id',
  'confirmedBy',
];
const pollutionKeys = ['__proto__', 'constructor', 'prototype'];
const extraKey = fc.oneof(
  fc.constantFrom(...privilegedKeys, ...pollutionKeys),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** JSON text of an object whose first key is written literally (JSON.stringify drops a `__proto__` key). */
function withLiteralKey(key: string, value: unknown, rest: Record<string, unknown>): string {
  const tail = JSON.stringify(rest).slice(1);
  return `{${JSON.stringify(key)}:${JSON.stringify(value ?? null)}${tail === '}' ? '}' : `,${tail}`}`;
}

const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1, 2',
  '{"a": undefined}',
  "{'a': 1}",
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}}',
  '\u0000',
  '{"a":1,"a":2}',
  '',
);

/**
 * Bodies made from a valid `template` by breaking it: a field with a wrong value, a field missing, an extra
 * field (privileged or prototype-polluting), several changes at once, or no object at all. JSON text.
 */
export function badBodyText(template: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(template);
  const wrongField = fc
    .record({ key: fc.constantFrom(...keys), value: junkValue })
    .map(({ key, value }) => JSON.stringify({ ...template, [key]: value }));
  const missingField = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => JSON.stringify(Object.fromEntries(Object.entries(template).filter(([k]) => !drop.includes(k)))));
  const extraField = fc
    .record({ key: extraKey, value: junkValue })
    .map(({ key, value }) => withLiteralKey(key, value, template));
  const manyChanges = fc
    .dictionary(fc.oneof(fc.constantFrom(...keys), extraKey), junkValue, { minKeys: 2, maxKeys: 5 })
    .map((changes) => JSON.stringify({ ...template, ...changes }));
  const notAnObject = fc.oneof(
    junkValue.map((value) => JSON.stringify(value ?? null)),
    brokenJson,
  );
  return fc.oneof(wrongField, missingField, extraField, manyChanges, notAnObject);
}

/** Path ids: slashes (raw and encoded), dots, reserved Firestore names, unicode, control characters, huge. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a/b',
    '..',
    '.',
    '%2e%2e',
    '__proto__',
    'constructor',
    '__name__',
    '__x__',
    '%00',
    'a%2Fb',
    '%2F',
    ' ',
    'null',
    'undefined',
    '*',
    '%25',
    'a?b',
    'a#b',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  controlChars.map(encodeURIComponent),
  fc.integer({ min: 129, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([a, b]) => `${a}/${b}`),
);

/** `?email=` values: missing, repeated, malformed, bracketed (qs-style objects), or someone else's address. */
export function badEmailQuery(someoneElse: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(''),
    fc.constant('?email='),
    fc.constant(`?email=${encodeURIComponent(someoneElse)}`),
    fc.constant(`?email=${encodeURIComponent(someoneElse)}&email=${encodeURIComponent(someoneElse)}`),
    fc.constant(`?email[$ne]=x`),
    fc.constant(`?__proto__[admin]=true&email=${encodeURIComponent(someoneElse)}`),
    badString.map((s) => `?email=${encodeURIComponent(s)}`),
    fc
      .emailAddress()
      .filter((e) => e !== someoneElse)
      .map((e) => `?email=${encodeURIComponent(e)}`),
  );
}

/** An email in a path: malformed ones and well-formed addresses of nobody. */
export const badEmailPath: fc.Arbitrary<string> = fc.oneof(
  badString.map(encodeURIComponent),
  badId,
  fc.emailAddress().map((e) => encodeURIComponent(`nobody-${e}`)),
);
