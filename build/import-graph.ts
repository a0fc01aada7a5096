/**
 * The modules a source file loads at run time, following relative imports: static `import` and
 * `export … from` declarations, including side-effect ones (`import { type A } from 'm'` still
 * loads m). Type-only imports vanish at build time and are not followed; dynamic `import()` is
 * followed only when asked (for the renderer's first paint it is a lazy chunk; for what main may
 * need once packaged, it counts). Checks what the builds will contain without building them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export interface ImportGraph {
  /** Source files reached, absolute paths. */
  readonly files: ReadonlySet<string>;
  /** Packages imported by those files (`react-dom/client` → `react-dom`, `@a/b/c` → `@a/b`). */
  readonly packages: ReadonlySet<string>;
}

export interface GraphOptions {
  /** Follow `import('…')` too: everything the code may load at run time, not just at start. */
  readonly dynamic?: boolean;
}

export function staticImportGraph(entry: string, options: GraphOptions = {}): ImportGraph {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [resolve(entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeSpecifiers(file, options.dynamic ?? false)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (/\.(tsx?|jsx?)$/.test(target) && existsSync(target)) pending.push(target);
      } else {
        packages.add(packageName(specifier));
      }
    }
  }
  return { files, packages };
}

function runtimeSpecifiers(file: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  if (dynamic) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        found.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) {
      if (statement.isTypeOnly) continue;
      if (ts.isStringLiteral(statement.moduleSpecifier)) found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
