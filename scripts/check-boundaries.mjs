// `npm run lint:deps`: module boundaries. dependency-cruiser checks the file-level rules of
// .dependency-cruiser.cjs; on its answer this also checks that features (backend/src/<x>,
// frontend/src/features/<x>) never import each other in a circle, directly or through others.
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const ts = require('typescript');

const packages = [
  { root: 'backend/src', tsConfig: 'backend/tsconfig.json', feature: /^backend\/src\/([^/]+)\// },
  { root: 'frontend/src', tsConfig: 'frontend/tsconfig.json', feature: /^frontend\/src\/(features\/[^/]+|[^/]+)\// },
];

let problems = 0;
for (const { root, tsConfig, feature } of packages) {
  const options = { ...config.options, validate: true, ruleSet: config, tsConfig: { fileName: tsConfig } };
  const parsedTsConfig = ts.readConfigFile(tsConfig, ts.sys.readFile).config;
  const { output } = await cruise([root], options, undefined, { tsConfig: parsedTsConfig });
  for (const violation of output.summary.violations) {
    problems += 1;
    const via = violation.cycle ? ` (cycle: ${violation.cycle.map(({ name }) => name).join(' -> ')})` : '';
    console.error(`${violation.rule.name}: ${violation.from} -> ${violation.to}${via}`);
  }
  for (const cycle of featureCycles(output.modules, feature)) {
    problems += 1;
    console.error(`feature-cycle: ${cycle.join(' -> ')}`);
  }
}
if (problems > 0) {
  console.error(`\n${problems} boundary problem(s)`);
  process.exit(1);
}
console.log('Module boundaries: no cycles, no reaching into other features');

/** Collapses files into their feature and returns each cycle between features once. */
function featureCycles(modules, feature) {
  const featureOf = (path) => feature.exec(path)?.[1];
  const edges = new Map();
  for (const { source, dependencies } of modules) {
    const from = featureOf(source);
    if (!from) continue;
    for (const { resolved } of dependencies) {
      const to = featureOf(resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const cycles = new Map();
  const walk = (start, node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const cycle = [...path, start];
        const key = [...new Set(cycle)].sort().join(',');
        if (!cycles.has(key)) cycles.set(key, cycle);
      } else if (!path.includes(next) && next > start) walk(start, next, [...path, next]);
    }
  };
  for (const start of edges.keys()) walk(start, start, [start]);
  return [...cycles.values()];
}
