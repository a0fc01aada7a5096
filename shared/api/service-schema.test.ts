import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MODULE_FILE, generateSchemaModule } from '../../scripts/generate-schema-module.ts';
import { loadServiceSchema } from './service-schema.ts';

describe('the bundled service schema', () => {
  it('is up to date with shared/api/*.graphql', async () => {
    const fresh = await generateSchemaModule();
    const committed = readFileSync(SCHEMA_MODULE_FILE, 'utf8');
    expect(committed === fresh, 'shared/api/schema-sdl.ts is stale: run npm run codegen').toBe(
      true,
    );
  });

  it('holds the published schema and the specification’s additions', () => {
    const schema = loadServiceSchema();
    expect(schema.getQueryType()?.getFields()['products']).toBeDefined();
    expect(schema.getMutationType()?.getFields()['product_create']).toBeDefined();
    const user = schema.getType('User');
    expect(user && 'getFields' in user ? Object.keys(user.getFields()) : []).toContain('scopes');
    expect(loadServiceSchema()).toBe(schema);
  });
});
