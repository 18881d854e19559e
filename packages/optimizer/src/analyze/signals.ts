// Cheap boolean signals about the prompt, each a handful of patterns.

const IMAGE =
  /(<\|image\|>|\[image\]|\b(?:this|the|my|attached|following|uploaded|above) (?:image|photo|photograph|picture|screenshot|diagram|chart image|scan)s?\b|\b(?:image|photo|picture|screenshot)s? (?:attached|below|above)\b|\b(?:describe|caption|analy[sz]e|look at|read) (?:the |this )?(?:image|photo|picture|screenshot)\b|\.(?:png|jpe?g|gif|webp|bmp)\b|\b(?:esta|la) (?:imagen|foto)\b|\b(?:cette|l'|cet) ?(?:image|photo)\b|\b(?:dieses|das) (?:bild|foto)\b|\bsiehe bild\b)/i;

export function detectImage(text: string): boolean {
  return IMAGE.test(text);
}

const MATH_WORDS =
  /\b(solve|equation|integral|integrate|derivative|differentiate|prove|proof|theorem|calculate|compute|probability|factori[sz]e|simplify|evaluate the (?:expression|limit)|limit of|matrix|eigen\w*|polynomial|quadratic|logarithm|arithmetic|geometry|trigonometr\w*|algebra|calculus|sum of|product of|how many|percentage of|resuelve|ecuación|calcula|demuestra|probabilidad|résous|résoudre|équation|calcule|démontre|probabilité|löse|gleichung|berechne|beweise|wahrscheinlichkeit)\b/i;
const MATH_EXPR =
  /(\d\s*[-+*/^×÷]\s*\d|\b[a-z]\s*[\^²³]|\b\d*[a-z]\s*[-+]\s*\d|[=≤≥≠∑∫√π]|\bx\s*=|\bf\(x\))/i;

export function detectMath(text: string): boolean {
  const words = MATH_WORDS.test(text);
  const expr = MATH_EXPR.test(text);
  return (
    (words && expr) ||
    /\b(integral|derivative|theorem|equation|probability|ecuación|équation|gleichung)\b/i.test(text) ||
    (expr && /[=∫√∑]/.test(text) && /\d/.test(text) && !/[;{}]/.test(text)) ||
    // "whats 15% of 240"
    /^\W*(?:what(?:'s| is)|calculate|compute)\s+\d+(?:\.\d+)?\s?% of \d/i.test(text)
  );
}

const REASONING =
  /\b(why|compare|trade-?offs?|pros and cons|evaluate|assess|decide|should i|which is better|debug|diagnose|root cause|plan|strategy|prove|solve|calculate|estimate|optimi[sz]e|analy[sz]e|reason|logic|puzzle|riddle|por qué|compara|evalúa|pourquoi|compare|évalue|warum|vergleiche|bewerte)\b/i;

export function detectNeedsReasoning(text: string, isMath: boolean, asksStepByStep: boolean): boolean {
  return isMath || asksStepByStep || REASONING.test(text);
}
