// `npm run openapi:metadata [-- <file name>]`: what the @nestjs/swagger CLI plugin learns from the
// DTOs' TypeScript types and JSDoc (properties, optionality, enums, descriptions, validation
// limits), written to src/openapi-metadata.ts. SWC, which builds and tests the backend, runs no
// TypeScript plugins: this file carries their result instead (see NestJS's SWC recipe).
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';

const source = fileURLToPath(new URL('..', import.meta.url));

new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      pathToSource: source,
      dtoFileNameSuffix: ['.dto.ts'],
      introspectComments: true,
      classValidatorShim: true,
      esmCompatible: true,
    }),
  ],
  outputDir: source,
  filename: process.argv[2] ?? 'openapi-metadata.ts',
  // Taken relative to the working directory.
  tsconfigPath: relative(process.cwd(), fileURLToPath(new URL('../../tsconfig.json', import.meta.url))),
  printDiagnostics: false,
});
