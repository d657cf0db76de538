// Finds colours written out in a stylesheet (hex, rgb(), hsl() and the other colour functions, named
// colours), so that every stylesheet but the tokens file takes its colours from the design tokens.
// System colours (Canvas, Highlight…) stay allowed: forced-colors mode needs them.

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

/** Every colour literal in a declaration's value; comments, strings and url() contents do not count. */
export function findColourLiterals(css: string): ColourLiteral[] {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  const cleaned = css
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/url\((?:'[^']*'|"[^"]*"|[^)]*)\)/gi, blank)
    .replace(/'[^'\n]*'|"[^"\n]*"/g, blank);
  const found: ColourLiteral[] = [];
  for (const match of cleaned.matchAll(/(--[\w-]+|[a-zA-Z-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const property = match[1] ?? '';
    const value = match[2] ?? '';
    const line = cleaned.slice(0, match.index).split('\n').length;
    const hit =
      value.match(/#[0-9a-f]{3,8}\b/i)?.[0] ??
      value.match(FUNCTIONS)?.[0] ??
      value.match(/(?<![\w-])[a-z]+(?![\w-])/gi)?.find((word) => NAMED.has(word.toLowerCase()));
    if (hit) found.push({ line, property, literal: hit });
  }
  return found;
}
