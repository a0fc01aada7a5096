/** `npm run codegen`: regenerates shared/api/schema-sdl.ts and shared/operations/generated.ts. */
import { writeFileSync } from 'node:fs';
import { GENERATED_FILE, generateOperationsModule } from './generate-operations.ts';
import { SCHEMA_MODULE_FILE, generateSchemaModule } from './generate-schema-module.ts';

writeFileSync(SCHEMA_MODULE_FILE, await generateSchemaModule());
console.log(`wrote ${SCHEMA_MODULE_FILE}`);
writeFileSync(GENERATED_FILE, await generateOperationsModule());
console.log(`wrote ${GENERATED_FILE}`);
