import { isIP } from 'node:net';

/**
 * Which peers may tell us the client's address (X-Forwarded-For): nobody, the nearest `hops`
 * proxies, or proxies at these addresses/CIDRs. "Everybody" is not an option: it lets any
 * client name its own address and walk around every per-address limit.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for common ranges (loopback, link-local, private networks). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_FORMS =
  'a hop count (e.g. TRUST_PROXY=1 behind one load balancer) or a comma-separated list of proxy addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5)';

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    return {
      error: `must not be "true": trusting every X-Forwarded-For lets any client choose its own address and bypass the per-address limits. Use ${TRUST_PROXY_FORMS}`,
    };
  }
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined || entries.length === 0) {
    return { error: `must be ${TRUST_PROXY_FORMS}; "${bad ?? v}" is neither` };
  }
  return { addresses: entries };
}

/**
 * Fastify's form of the setting. Fastify disabled the plain number form because it cannot
 * check the nearest peer; a hop count is honoured here as "the nearest N peers are proxies",
 * which is right exactly when every request arrives through those N proxies (see README).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

/** Lower-cased, without brackets around an IPv6 literal and without a port. */
export function normalizeHostname(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']'));
  // A bare IPv6 address has several colons; anything else may end in :port.
  return h.split(':').length > 2 ? h : (h.split(':')[0] ?? '');
}

export function isLoopbackHost(hostname: string): boolean {
  const h = normalizeHostname(hostname);
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** ALLOWED_HOSTS: comma-separated host names or IP addresses; ports are not part of the match. */
export function parseAllowedHosts(value: string | undefined): { hosts: string[] } | { error: string } {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const hosts: string[] = [];
  for (const entry of entries) {
    const host = normalizeHostname(entry);
    if (!/^[a-z0-9.-]+$/.test(host) && isIP(host) === 0) {
      return {
        error: `must be comma-separated host names (e.g. example.com,www.example.com); "${entry}" is not one`,
      };
    }
    hosts.push(host);
  }
  return { hosts };
}

/** Whether a Host header (or an Origin's host) names this server. */
export function isAllowedHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (!host) return false;
  return allowed.includes(normalizeHostname(host));
}

/** Whether an Origin header is one of our own origins (same scheme as PUBLIC_URL, allowed host). */
export function isAllowedOrigin(origin: string, publicUrl: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== new URL(publicUrl).protocol) return false;
  return isAllowedHost(parsed.host, allowed);
}
