// `npm run openapi:metadata [-- <file name>]`: what the @nestjs/swagger CLI plugin learns from the
// DTOs' TypeScript types and JSDoc (properties, optionality, enums, descriptions, validation
// limits) and from the controllers (response types, summaries), written to src/openapi-metadata.ts
// (or to <file name> next to it). SWC, which builds and tests the backend, runs no TypeScript
// plugins: this generated file carries their result instead (see NestJS's SWC recipe).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import ts from 'typescript';

const source = fileURLToPath(new URL('..', import.meta.url));
const filename = process.argv[2] ?? 'openapi-metadata.ts';
const tsconfigPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

// Our own program over src/ instead of the generator's type-checking one: `npm run typecheck` checks
// types, and a stale metadata file (say, importing a moved DTO) must not stop its own regeneration.
const { config } = ts.readConfigFile(tsconfigPath, (path) => ts.sys.readFile(path));
const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(tsconfigPath));
const program = ts.createProgram({
  rootNames: fileNames.filter((file) => file.startsWith(source) && !/\/openapi-metadata[^/]*\.ts$/.test(file)),
  options,
});

new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      pathToSource: source,
      // error-body.ts: the one error shape, documented like the DTOs.
      dtoFileNameSuffix: ['.dto.ts', 'error-body.ts'],
      introspectComments: true,
      classValidatorShim: true,
      esmCompatible: true,
    }),
  ],
  outputDir: source,
  filename,
  tsProgramRef: program,
});
console.log(`Wrote ${join(source, filename)}`);
