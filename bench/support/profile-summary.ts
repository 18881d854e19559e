import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: an npm package, a node: module, our bundle, or V8's own bucket. */
function owner(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1] as string;
  if (frame.url.startsWith('node:')) return frame.url.split('/')[0] as string;
  return frame.url.replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/').replace(/\/[^/]*$/, '');
}

/**
 * Self time by owner and by function, as shares of the sampled time (top `top` of each), from
 * the first HTTP request on: start-up (module loading, PGlite's boot) is left out.
 */
export function summariseProfile(file: string, top = 25): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const servesHttp = (id: number) => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      if (byId.get(cur)?.callFrame.functionName === 'parserOnHeadersComplete') return true;
    }
    return false;
  };
  const firstRequest = Math.max(0, profile.samples.findIndex(servesHttp));
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    if (i < firstRequest) return;
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const group = (key: (n: ProfileNode) => string) => {
    const sums = new Map<string, number>();
    for (const [id, t] of self) {
      const node = byId.get(id);
      if (node) sums.set(key(node), (sums.get(key(node)) ?? 0) + t);
    }
    return [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => `${((100 * t) / total).toFixed(1).padStart(5)}%  ${k.slice(0, 140)}`)
      .join('\n');
  };
  const fn = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${owner(n.callFrame)}:${n.callFrame.lineNumber}`;
  return [
    `sampled ${(total / 1000).toFixed(0)} ms after the first request`,
    '--- self time by package',
    group((n) => owner(n.callFrame)),
    '--- self time by function',
    group(fn),
  ].join('\n');
}
