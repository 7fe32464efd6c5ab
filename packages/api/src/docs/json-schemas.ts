import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Schemas the document shares under `components/schemas`. A zod schema that repeats itself
 * (recursion, or a `.meta({ id })`) comes out with `$defs` and `#/$defs/...` references, which
 * would point at the root of the OpenAPI document; they are moved here and re-pointed instead.
 */
export class SharedSchemas {
  readonly components: Record<string, JsonSchema> = {};

  /** A response schema as JSON Schema (what the server sends: the output side), ready to embed. */
  output(schema: z.ZodType, prefix: string): JsonSchema {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    return this.embed(json, prefix);
  }

  /** Parameters as JSON Schema (what the client sends: the input side); a bare object when a schema cannot be shown. */
  input(schema: z.ZodType, prefix: string): JsonSchema {
    try {
      return this.embed(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, prefix);
    } catch {
      return { type: 'object' };
    }
  }

  private embed(json: JsonSchema, prefix: string): JsonSchema {
    const { $schema: _dialect, $defs, ...schema } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const renamed = new Map(Object.keys(defs).map((name) => [`#/$defs/${name}`, `#/components/schemas/${this.nameFor(name, prefix, defs[name]!)}`]));
    const repoint = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(repoint);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' ? (renamed.get(inner) ?? inner) : repoint(inner)]),
      );
    };
    for (const [name, def] of Object.entries(defs)) {
      const target = renamed.get(`#/$defs/${name}`)!.replace('#/components/schemas/', '');
      this.components[target] = repoint(def) as JsonSchema;
    }
    return repoint(schema) as JsonSchema;
  }

  /** An id given by the contract keeps its name when every use of it is the same schema; others are named per endpoint. */
  private nameFor(name: string, prefix: string, def: JsonSchema): string {
    const existing = this.components[name];
    if (!name.startsWith('__') && (!existing || JSON.stringify(existing) === JSON.stringify(def))) return name;
    return `${prefix}_${name.replace(/^_+/, '')}`;
  }
}
