/**
 * Turns between the user and the assistant ("you'll be the landlord", "I will type commands and
 * you will reply", "one question at a time"), in the six languages, on folded text (no accents).
 * A persona with turns is a role-play; a persona without them only says who does the work.
 */
export const TURNS =
  /\b(?:let'?s (?:role-?play|play|pretend|practi[cs]e)|you(?:'ll| will) be (?:the|my|a|an)\b|i(?:'ll| will) be (?:the|your|a|an)\b|i(?:'ll| will) (?:type|send|say|ask|answer|reply|play|start)\b|you(?:'ll| will) (?:reply|respond|answer)\b|(?:each|every|your|my) turn|wait for (?:my|me)|one (?:question|message) at a time|jouons|tu seras (?:le|la|mon|ma|un|une)|je serai (?:le|la|ton|ta|un|une)|a (?:ton|mon) tour|attends? (?:ma|mes) reponse|juguemos|seras (?:el|la|mi|un|una)\b|yo sere (?:el|la|tu|un|una)|espera (?:mi|a que)|spielen wir|du bist (?:der|die|mein|meine)\b|ich bin (?:der|die|dein|deine)\b|warte auf meine|giochiamo|sarai (?:il|la|lo|il mio|la mia|un|una)\b|io saro (?:il|la|tuo|tua|un|una)|aspetta (?:la mia|che io)|vamos (?:jogar|fingir|simular)|voce sera (?:o|a|meu|minha|um|uma)|eu serei (?:o|a|seu|sua|um|uma)|espere (?:minha|a minha|eu))\b/;
