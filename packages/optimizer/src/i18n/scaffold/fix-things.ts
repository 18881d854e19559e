/**
 * Things around the house, the garden and the bike that people fix themselves, and the ways they
 * misbehave beyond the shared fault words in subjects.ts. A thin "bike chain slips when climbing"
 * or "squeaky floorboards" names no owner ("my"), yet it is a fix-it all the same: it wants
 * causes and fixes, and the facts that decide them (what it is, what was tried), never an
 * audience for a text.
 */
const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}])';
const words = (list: readonly string[]) => new RegExp(`${L}(?:${list.join('|')})${R}`, 'iu');

/** Objects a person repairs at home; none of them names a software or a written piece. */
export const HOME_THING = words([
  'bikes?|bicycles?|(?:bike )?chains?|brakes?|gears?|derailleurs?|pedals?|saddle|tyres?|tires?|inner tubes?',
  'taps?|faucets?|showers?|shower ?heads?|toilets?|cisterns?|sinks?|drains?|pipes?|radiators?|gutters?|boilers?',
  'floorboards?|floors?|stairs|steps|doors?|hinges?|door ?handles?|locks?|windows?|drawers?|cupboards?|cabinets?|shelf|shelves',
  'walls?|ceilings?|grout|tiles?|sealant|caulk|paint|wallpaper|fence|gate|roof|deck|decking|patio',
  'zips?|zippers?|lawn ?mower|mower|hoover|vacuum(?: cleaner)?|kettle|toaster|extractor fan|smoke alarm|light switch|sockets?|fuse',
  'grifos?|cisternas?|bicis?|bicicletas?|robinets?|vélos?|parquet|porte|wasserhahn|fahrrad|dielen|rubinetto|bicicletta|torneira|bicicleta',
]);

/** Faults the shared list lacks: a part that slips, drips, creaks, wobbles or sticks. */
export const MORE_FAULT = words([
  "(?:drops?|dropping|falls?|falling|comes?|coming) off|split(?:s|ting)?|(?:comes?|coming) (?:apart|undone|open)|separat(?:es|ing)|snapped|frayed|torn|ripped|broken|slips?|slipping|skips?|skipping|jumps gears?|drips?|dripping|dribbl\\w+|creak(?:s|y|ing)?|wobbl(?:es|y|ing)|sticks|sticking|stuck|jamm(?:ed|ing)|jams|grinding|grinds|squeal(?:s|ing)?|rubbing|loose|cracked|cracking|peeling|mou?ldy|damp|condensation|draughty|drafty|rusty|rusting|won[’']?t (?:shift|stop|catch|stay)",
  'gotea|gotean|chirr\\w+|cruj\\w+|goutte|grince|tropft|quietsch\\w+|knarr\\w+|gocciola|cigola|pinga|range',
]);

/** "fix squeaky floorboards", "repair a bike chain": the user names the job, not the fault. */
export const FIX_VERB =
  /^(?:fix|repair|mend|stop|unclog|unblock|unstick|silence|reseal|regrout|re-?grout)\b/i;
