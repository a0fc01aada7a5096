/** `npm run codegen`: regenerates shared/operations/generated.ts. */
import { writeFileSync } from 'node:fs';
import { GENERATED_FILE, generateOperationsModule } from './generate-operations.ts';

writeFileSync(GENERATED_FILE, await generateOperationsModule());
console.log(`wrote ${GENERATED_FILE}`);
