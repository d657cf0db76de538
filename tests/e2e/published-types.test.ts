import { mkdtempSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dist = resolve(process.env.VITRINA_DIST || 'dist');

/** Type-checks a snippet a CMS developer would write against dist/vitrina.d.ts. */
function check(source: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-dts-'));
  copyFileSync(join(dist, 'vitrina.d.ts'), join(dir, 'vitrina.d.ts'));
  writeFileSync(join(dir, 'use.ts'), `/// <reference path="./vitrina.d.ts" />\n${source}`);
  const program = ts.createProgram([join(dir, 'use.ts')], { strict: true, noEmit: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] });
  // The snippet's and the published file's own diagnostics: checking the whole of lib.dom.d.ts as well
  // took most of a minute on a loaded machine and says nothing about our types.
  const files = ['use.ts', 'vitrina.d.ts'].map((name) => program.getSourceFile(join(dir, name)));
  if (files.some((file) => !file)) throw new Error('the snippet or dist/vitrina.d.ts is missing from the program');
  return files
    .flatMap((file): readonly ts.Diagnostic[] => (file ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : []))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('dist/vitrina.d.ts', () => {
  it('types the host API and the events for a template developer, and catches a misspelt detail', () => {
    const errors = check(`
      document.addEventListener('vitrina:basket-change', (event) => {
        const count: number = event.detail.count;
        const ids: string[] = event.detail.productIds;
        console.log(count, ids);
      });
      document.querySelector('div')?.addEventListener('vitrina:widget-error', (event) => event.detail.reason === 'props' && event.preventDefault());
      window.Vitrina?.mount(document.body);
      window.VitrinaConfig = { apiBase: 'https://shop.example/api/', credentials: 'include' };
      document.addEventListener('vitrina:favorites-change', (event) => console.log(event.detail.cnt));
    `);
    // One program for both checks: building the DOM's types takes seconds.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Property 'cnt' does not exist on type 'FavoritesChangeDetail'");
  });
});
