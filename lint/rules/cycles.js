// @ts-check
/**
 * Two cycle rules import-x/no-cycle leaves open (docs/architecture.md "Dependency direction"):
 *
 * - `no-folder-cycle`: folders that import each other, even through different files
 *   (`renderer/components` → `renderer/app` → `renderer/components`). Each folder is a layer or a
 *   feature, and dependencies between folders point one way.
 * - `no-type-cycle`: file cycles closed by a type-only import. import-x/no-cycle skips those
 *   because the import is erased at build time, but two modules that need each other's types are
 *   still one tangled module (`change-order.ts` ⇄ `history-data.ts`). Cycles made of value imports
 *   only are import-x/no-cycle's and are not reported twice.
 *
 * A folder is the second level under a source root (`electron/broker`, `renderer/orders`); a file
 * directly in a root (`sandbox/start.ts`) is a unit of its own. Tests and `testing/` helpers are
 * not shipped and not scanned. Imports are read from the source text (relative specifiers with
 * their file extension, as this repository writes them), once per project root and lint run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const NOT_SHIPPED = /\.test\.(ts|tsx)$|(^|\/)testing\//;
const DEFAULT_ROOTS = ['electron', 'renderer', 'shared', 'sandbox'];
/** Static `import … from`, `export … from`, side-effect imports and `import('…')`. */
const IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|(?:^|[;\n])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** @typedef {{ spec: string; typeOnly: boolean }} ImportRef */
/** @typedef {Map<string, Map<string, { value: boolean; example: string }>>} Graph */
/** @typedef {'file' | 'folder'} Level */

/**
 * @param {string} clause what stands between `import` and `from`
 * @returns {boolean} whether every named specifier is marked `type`
 */
function onlyTypeSpecifiers(clause) {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named?.[1]) return false;
  const names = named[1]
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return names.length > 0 && names.every((s) => s.startsWith('type '));
}

/**
 * The relative imports of one source text.
 * @param {string} text
 * @returns {ImportRef[]}
 */
export function importsOf(text) {
  /** @type {ImportRef[]} */
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const [, typeKeyword, clause, fromSpec, dynamicSpec, bareSpec] = m;
    if (fromSpec !== undefined) {
      found.push({
        spec: fromSpec,
        typeOnly: Boolean(typeKeyword) || onlyTypeSpecifiers(clause ?? ''),
      });
    } else {
      const spec = dynamicSpec ?? bareSpec;
      if (spec !== undefined) found.push({ spec, typeOnly: false });
    }
  }
  return found;
}

/**
 * The unit a project-relative path belongs to at a level, or null outside the source roots.
 * @param {string} relative posix path relative to the project root
 * @param {readonly string[]} roots
 * @param {Level} level
 * @returns {string | null}
 */
export function unitOf(relative, roots, level) {
  const parts = relative.split('/');
  if (!parts[0] || !roots.includes(parts[0]) || parts.length < 2) return null;
  if (level === 'file' || parts.length === 2) return relative;
  return `${parts[0]}/${parts[1] ?? ''}`;
}

/** @param {string} p */
const posix = (p) => p.split(path.sep).join('/');

/**
 * @param {string} dir
 * @returns {string[]}
 */
function shippedFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'testing'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...shippedFiles(full));
    else if (SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Unit → units it imports, each edge marked `value` when any import along it is a value import.
 * @param {string} root absolute project root
 * @param {readonly string[]} roots
 * @param {Level} level
 * @returns {Graph}
 */
export function importGraph(root, roots, level) {
  /** @type {Graph} */
  const graph = new Map();
  for (const top of roots) {
    let files;
    try {
      files = shippedFiles(path.join(root, top));
    } catch {
      continue;
    }
    for (const file of files) {
      const relative = posix(path.relative(root, file));
      const from = unitOf(relative, roots, level);
      if (from === null) continue;
      for (const { spec, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        const to = unitOf(
          posix(path.relative(root, path.resolve(path.dirname(file), spec))),
          roots,
          level,
        );
        if (to === null || to === from) continue;
        const edges = graph.get(from) ?? new Map();
        const edge = edges.get(to);
        if (!edge) edges.set(to, { value: !typeOnly, example: `${relative} → ${spec}` });
        else if (!typeOnly && !edge.value)
          edges.set(to, { value: true, example: `${relative} → ${spec}` });
        graph.set(from, edges);
      }
    }
  }
  return graph;
}

/**
 * The shortest path of units from `start` to `goal`, or null.
 * @param {Graph} graph
 * @param {string} start
 * @param {string} goal
 * @param {boolean} valueOnly follow value edges only
 * @returns {string[] | null}
 */
export function shortestPath(graph, start, goal, valueOnly) {
  /** @type {Map<string, string | null>} */
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === goal) {
      /** @type {string[]} */
      const route = [];
      /** @type {string | null} */
      let at = goal;
      while (at !== null) {
        route.unshift(at);
        at = previous.get(at) ?? null;
      }
      return route;
    }
    for (const [to, edge] of graph.get(next) ?? []) {
      if (previous.has(to) || (valueOnly && !edge.value)) continue;
      previous.set(to, next);
      queue.push(to);
    }
  }
  return null;
}

/** @type {Map<string, Graph>} */
const graphs = new Map();

/**
 * @param {string} root
 * @param {readonly string[]} roots
 * @param {Level} level
 */
function cachedGraph(root, roots, level) {
  const key = [root, roots.join(','), level].join('\n');
  let graph = graphs.get(key);
  if (!graph) {
    graph = importGraph(root, roots, level);
    graphs.set(key, graph);
  }
  return graph;
}

/**
 * @typedef {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration |
 *   import('estree').ExportAllDeclaration | import('estree').ImportExpression} ImportNode
 */

/**
 * @param {ImportNode} node
 * @returns {boolean}
 */
function isTypeOnly(node) {
  const kinds = /** @type {{ importKind?: string; exportKind?: string }} */ (node);
  if (kinds.importKind === 'type' || kinds.exportKind === 'type') return true;
  return (
    node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => /** @type {{ importKind?: string }} */ (s).importKind === 'type')
  );
}

/**
 * @param {Level} level
 * @param {string} description
 * @param {string} message
 * @returns {import('eslint').Rule.RuleModule}
 */
function cycleRule(level, description, message) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [
        {
          type: 'object',
          properties: { roots: { type: 'array', items: { type: 'string' } } },
          additionalProperties: false,
        },
      ],
      messages: { cycle: message },
    },
    create(context) {
      const options = /** @type {{ roots?: string[] }} */ (context.options[0] ?? {});
      const roots = options.roots ?? DEFAULT_ROOTS;
      const root = context.cwd;
      const relative = posix(path.relative(root, context.filename));
      const own = unitOf(relative, roots, level);
      if (own === null || NOT_SHIPPED.test(relative)) return {};
      const graph = cachedGraph(root, roots, level);

      /** @param {ImportNode} node */
      function check(node) {
        const spec = node.source && 'value' in node.source ? node.source.value : null;
        if (typeof spec !== 'string' || !spec.startsWith('.') || own === null) return;
        const target = posix(
          path.relative(root, path.resolve(path.dirname(context.filename), spec)),
        );
        const to = unitOf(target, roots, level);
        if (to === null || to === own) return;
        const back = shortestPath(graph, to, own, false);
        if (back === null) return;
        // A cycle of value imports only is import-x/no-cycle's report.
        if (level === 'file' && !isTypeOnly(node) && shortestPath(graph, to, own, true) !== null) {
          return;
        }
        context.report({
          node,
          messageId: 'cycle',
          data: {
            route: [own, ...back].join(' → '),
            back: graph.get(to)?.get(back[1] ?? own)?.example ?? to,
          },
        });
      }

      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

export const noFolderCycle = cycleRule(
  'folder',
  'Forbid imports that close a cycle between folders.',
  'Folder cycle: {{route}} ({{back}}). Move what both folders need into a lower one.',
);

export const noTypeCycle = cycleRule(
  'file',
  'Forbid file cycles that type-only imports close.',
  'Import cycle through types: {{route}} ({{back}}). Move the shared types into a module both import.',
);

/** The project's own rules, as an ESLint plugin. */
export default {
  meta: { name: 'floorboard' },
  rules: { 'no-folder-cycle': noFolderCycle, 'no-type-cycle': noTypeCycle },
};
