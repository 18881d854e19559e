import { isCodeToken } from '../analysis/code-tokens';

/**
 * A bare topic that is the user's own ("my credit score", "mi gato"), a rule to look up
 * ("carry-on rules") or a piece of technology ("kafka partitions", "react useEffect cleanup"):
 * the answer is for the person asking, so "Who
 * is it for? Friends and family | Colleagues | Customers" has nothing to choose between.
 */

/** Technology people ask about by name that the code-token list does not hold. */
const TECH_TOPIC =
  /(?<![\p{L}])(?:kafka|rabbitmq|nginx|apache|redis|postgres(?:ql)?|mysql|mongodb|sqlite|terraform|ansible|aws|azure|gcp|lambda|graphql|grpc|oauth|jwt|typescript|javascript|python|java|golang|rust|bash|zsh|powershell|vpn|dns|ssl|tls|http|tcp|udp|ipv[46]|wifi|router|excel|vlookup|pivot tables?|node(?:\.?js)?|next\.?js|tailwind|spring|laravel|rails|pandas|numpy|pytorch|tensorflow|llms?|rag|embeddings?|microservices?|webhooks?|websockets?|cors|ci\/cd|jenkins|helm|ingress|proxy|load balancers?)(?![\p{L}])/iu;

/** "my", "mi", "mon", "mein", "il mio", "meu": the topic is the user's own. */
const OWN =
  /(?<![\p{L}])(?:my|mi|mis|mon|ma|mes|mein|meine[nmrs]?|il mio|la mia|mio|mia|meu|minha|meus|minhas)(?![\p{L}])/iu;

/** "carry-on rules", "speed limits", "requisitos": facts looked up for oneself. */
const LOOKUP =
  /(?<![\p{L}])(?:rules|regulations|requirements|limits?|allowances?|reglas|normas|requisitos|l[íi]mites?|r[èe]gles|r[ée]glementation|exigences|regeln|vorschriften|anforderungen|grenzwerte?|regole|requisiti|limiti|regras)(?![\p{L}])/iu;

export function ownOrTechnicalTopic(request: string): boolean {
  return (
    OWN.test(request) ||
    LOOKUP.test(request) ||
    TECH_TOPIC.test(request) ||
    request.split(/\s+/).some(isCodeToken)
  );
}
