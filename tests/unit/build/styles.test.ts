// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARRIED_STYLES, ENTRY_STYLES, STYLES_OF, entryStylesheet, sheetOwners, stylesOf } from '../../../build/styles-plugin';
import { SELECT_BUTTON_CLASS, TEXTAREA_CLASS, TEXT_INPUT_CLASS } from '../../../shared/ui/text-control';
import { REPO_ROOT, sourceFiles } from '../source-files';

/**
 * Every stylesheet of the source reaches the page: it is the entry stylesheet's (vitrina.css), text
 * carried by a chunk (the toasts', the carousels', Swiper's: adopted when their code runs), or belongs to a module (beside it with its name, its widget folder's, or named in STYLES_OF), whose
 * widgets' stylesheets then carry it. One that belongs to nothing would be styles no page gets.
 */
const root = REPO_ROOT;


describe('the stylesheets of the source', () => {
  const modules = [...sourceFiles('shared', /\.tsx?$/), ...sourceFiles('widgets', /\.tsx?$/)];
  const owned = new Set([...ENTRY_STYLES, ...Object.values(CARRIED_STYLES).flat(), ...modules.flatMap(stylesOf)]);

  it.each([...sourceFiles('shared', /\.css$/), ...sourceFiles('widgets', /\.css$/)])('%s belongs to vitrina.css, to a chunk as text or to a module', (file) => {
    expect(owned.has(file)).toBe(true);
  });

  // A view that wrote one of these classes itself would bring no sheet with it: its control would take
  // the look from whichever other widget's sheet is on the page, or none (the header's search field was
  // 4 px lower than the CMS's form it replaced on a wide screen, and moved the page).
  it.each([TEXT_INPUT_CLASS, TEXTAREA_CLASS, SELECT_BUTTON_CLASS])("'%s' is written in text-control.ts only: the views import it, and its sheet with it", (name) => {
    const code = (module: string): string => readFileSync(join(root, module), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const written = modules.filter((module) => new RegExp(`['"\`\\s]${name}(?![\\w-])`).test(code(module)));
    expect(written).toEqual(['shared/ui/text-control.ts']);
  });

  it('names in STYLES_OF only modules and stylesheets that exist', () => {
    for (const [module, files] of Object.entries(STYLES_OF)) {
      expect(modules).toContain(module);
      expect(stylesOf(module)).toEqual(expect.arrayContaining([...files]));
    }
  });
});

describe('sheets shared by widgets whose styles are the same', () => {
  it('gives each group one sheet, named after its first widget by name, and leaves the others and the unstyled alone', () => {
    const carousel = ['node_modules/swiper/swiper.css', 'shared/ui/slider.css'];
    const styled = new Map<string, readonly string[]>([
      ['featured-slider', carousel],
      ['banner-slider', carousel],
      ['typical-slider', [...carousel, 'widgets/typical-slider/typical-slider.css']],
      ['about-slider', carousel],
      ['scroll-top', []],
      ['favorites-count', []],
      ['basket', ['widgets/basket/basket.css']],
    ]);
    expect(sheetOwners(styled)).toEqual(new Map([['banner-slider', 'about-slider'], ['featured-slider', 'about-slider']]));
  });

  it('keeps a sheet of their own for widgets whose files are the same but in another order (the cascade differs)', () => {
    const styled = new Map<string, readonly string[]>([
      ['a', ['one.css', 'two.css']],
      ['b', ['two.css', 'one.css']],
    ]);
    expect(sheetOwners(styled).size).toBe(0);
  });
});

describe("Swiper's styles as the sheets carry them", () => {
  it('leave out its :root rules, which would restyle the whole page when a sheet comes late, and keep the rest', () => {
    const swiper = entryStylesheet(CARRIED_STYLES.__VITRINA_SWIPER_CSS__, 'swiper.css');
    expect(swiper).not.toContain(':root');
    expect(swiper).toContain('.swiper-pagination-bullet');
    expect(swiper).toContain('.swiper-fade');
  });

  it("keep the shop's own :root rules (the tokens)", () => {
    expect(entryStylesheet(['shared/ui/tokens.css'], 'tokens.css')).toContain(':root');
  });
});
