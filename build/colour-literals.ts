// Finds design values written out in a stylesheet instead of taken from the design tokens: colours
// (hex, rgb(), hsl() and the other colour functions, named colours), corner radii and the controls'
// height. System colours (Canvas, Highlight…) stay allowed: forced-colors mode needs them.

const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod ' +
    'darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon ' +
    'darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray ' +
    'dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green ' +
    'greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon ' +
    'lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon ' +
    'lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy ' +
    'oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown ' +
    'salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);

const FUNCTIONS = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

export interface ColourLiteral {
  line: number;
  property: string;
  literal: string;
}

export interface Declaration {
  line: number;
  property: string;
  value: string;
}

/** Every declaration of a stylesheet, with comments, strings and url() contents blanked out. */
export function declarations(css: string): Declaration[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const cleaned = css
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/url\((?:'[^']*'|"[^"]*"|[^)]*)\)/gi, blank)
    .replace(/'[^'\n]*'|"[^"\n]*"/g, blank);
  return [...cleaned.matchAll(/(--[\w-]+|[a-zA-Z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)].map((match) => ({
    line: cleaned.slice(0, match.index).split('\n').length,
    property: match[1] ?? '',
    value: match[2] ?? '',
  }));
}

/** Every colour literal in a declaration's value; comments, strings and url() contents do not count. */
export function findColourLiterals(css: string): ColourLiteral[] {
  const found: ColourLiteral[] = [];
  for (const { line, property, value } of declarations(css)) {
    const hit =
      value.match(/#[0-9a-f]{3,8}\b/i)?.[0] ??
      value.match(FUNCTIONS)?.[0] ??
      value.match(/(?<![\w-])[a-z]+(?![\w-])/gi)?.find((word) => NAMED.has(word.toLowerCase()));
    if (hit) found.push({ line, property, literal: hit });
  }
  return found;
}

/**
 * Corners written as lengths instead of the radius tokens. Allowed: 0, percentages (50%: a circle),
 * 999px or more (a pill, whatever its height) and up to 2px (a detail of an icon drawn in CSS).
 */
export function findRadiusLiterals(css: string): ColourLiteral[] {
  const found: ColourLiteral[] = [];
  for (const { line, property, value } of declarations(css)) {
    if (!/^border(-[a-z]+)*-radius$/.test(property)) continue;
    const withoutVars = value.replace(/var\([^()]*\)/g, ' ');
    const hit = withoutVars.match(/(?<![\w.-])\d*\.?\d+(?:px|rem|em)\b/gi)?.find((length) => {
      const amount = parseFloat(length);
      return /px$/i.test(length) ? amount > 2 && amount < 999 : amount > 0;
    });
    if (hit) found.push({ line, property, literal: hit });
  }
  return found;
}

/** The controls' touch-target size written out (as a height or a width) instead of --vt-control-height. */
export function findControlSizeLiterals(css: string, controlHeight: string): ColourLiteral[] {
  return declarations(css)
    .filter(({ property, value }) => /^(min-)?(height|width)$/.test(property) && value.trim() === controlHeight)
    .map(({ line, property, value }) => ({ line, property, literal: value.trim() }));
}
