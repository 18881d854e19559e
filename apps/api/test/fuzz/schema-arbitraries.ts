import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas (through their JSON Schema), so
 * the fuzzer follows the contract as it changes: every declared field, its type, enum and
 * length bounds, and the fields it requires.
 */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  // Transforms are not representable; the input side is what a client sends.
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings people and attackers type: edge lengths, control characters, SQL, markup, odd scripts. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202E',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '../../../etc/passwd',
  '%00',
  '%ff%fe',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '1e309',
  '🤖'.repeat(50),
  'ｆｕｌｌｗｉｄｔｈ',
  'Ω≈ç√∫',
  'a@b',
  'user@example.com',
  '+14155550101',
  '123456',
);

const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: nastyStrings },
);

const emailish = fc.oneof(
  fc.emailAddress(),
  anyString,
  fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
);

/** A value of the declared type, within or just outside its bounds. */
export function plausible(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => plausible(s, name)));
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyString);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, anyString);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  return fc.oneof(...type.map((t) => plausibleOfType(t, schema, name)));
}

function plausibleOfType(type: string, schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 64;
      const min = schema.minLength ?? 0;
      const sized = fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, 200) }),
        fc.constant('x'.repeat(max)),
        fc.constant('x'.repeat(max + 1)),
        fc.constant('y'.repeat(Math.max(0, min - 1))),
      );
      if (/email/i.test(name)) return fc.oneof(emailish, sized);
      return fc.oneof({ weight: 3, arbitrary: sized }, anyString);
    }
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? -1_000;
      const hi = schema.maximum ?? 1_000;
      return fc.oneof(
        fc.integer({ min: lo - 2, max: hi + 2 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -0, 1.5, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, name) : fc.anything(), {
        maxLength: (schema.maxItems ?? 5) + 2,
      });
    case 'object':
      return objectFrom(schema);
    default:
      return fc.anything();
  }
}

/** Deeply nested arrays and objects (stack-depth attacks on parsers and validators). */
export const deepNesting: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 2_000 }), fc.boolean())
  .map(([depth, asObject]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
    return value;
  });

/** A value of the wrong kind for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true }) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'h'.repeat(n)) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 2, arbitrary: nastyStrings },
);

/**
 * An object shaped by the schema, each field independently present and plausible, missing,
 * or hostile, plus unknown extra fields now and then.
 */
export function objectFrom(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.map(([name, property]) =>
    fc.oneof(
      { weight: 6, arbitrary: plausible(property, name).map((v) => [name, v] as const) },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: hostileValue.map((v) => [name, v] as const) },
    ),
  );
  const extras = fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as [string, unknown][]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'userId'),
          ),
          hostileValue,
        ),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([picked, extra]) => {
    const out: Record<string, unknown> = {};
    for (const field of picked) if (field) out[field[0]] = field[1];
    // defineProperty: a plain assignment to "__proto__" would set the prototype, not a key.
    for (const [key, value] of extra)
      Object.defineProperty(out, key, { value, enumerable: true, writable: true });
    return out;
  });
}
