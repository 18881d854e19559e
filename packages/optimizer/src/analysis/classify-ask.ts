/**
 * The kind of an ask verb ("summarize", "translate", "extract", "explain", "debug"…), checked
 * against what the request and its material really hold.
 */
import { nounAfter, nounAnywhere, verdict, type Ctx, type Hit, type Verdict } from './classify-context';
import { comparesOptions, comparison } from './classify-compare';
import { mathObject, problemToSolve } from './classify-math';
import { fromQuestion, levelAsked } from './classify-question';
import { fromClassify } from './classify-sort';
import { fromEdit } from './classify-writing';
import { mathSignal } from './classify-signals';
import { programmingLanguage } from './programming-language';

// The source is shown or about to be: "from this chat", "the messages below".
const DEICTIC =
  /(?<![\p{L}])(?:this|these|below|above|attached|following|este|esta|estos|estas|abajo|ce|cet|cette|ces|ci dessous|dieser|diese|diesem|diesen|unten|questo|questa|questi|queste|sotto|seguenti|esse|essa|esses|essas|abaixo)(?![\p{L}])/u;

/** "this error", "ce message d'erreur", "diese Fehlermeldung": the paste named, no fault stated (folded). */
const NAMED_PASTE =
  /(?<![\p{L}])(?:this|that|the|these|those|este|esta|estos|ese|esa|el|la|ce|cet|cette|ces|le|l'|dieser|diese|diesen|die|den|questo|questa|quest'|l'|esse|essa|o|a)\s*(?:(?:error|warning|compiler|build|stack|mensaje de|message d'|messaggio di|mensagem de)\s+)?(?:errors?|warnings?|exceptions?|tracebacks?|stack ?traces?|messages?|error message|errores?|advertencias?|excepcion|erreurs?|exceptions?|fehler\p{L}*|warnung\p{L}*|errore|errori|eccezione|avviso|erros?|excecao|aviso)(?![\p{L}])/gu;
function withoutNamedPaste(folded: string): string {
  return folded.replace(NAMED_PASTE, ' ');
}

export function fromAsk(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  const kind = hit.kind;
  const after = nounAfter(ctx, hit.end);
  switch (kind) {
    case null:
    case 'write':
      return verdict('write', 0.8);
    case 'edit':
      return fromEdit(ctx, hit);
    case 'summarize':
      return verdict('summarize', mat.any ? 0.9 : 0.8);
    case 'translate':
      // "How do I say no nicely to my sister?" asks for words in the user's own language: a
      // phrase to translate needs a language named or a text to carry over.
      if (SAY_IT.test(hit.text) && !mat.any && !d.languageNames.test(f)) return fromQuestion(ctx);
      if (mat.code || (!mat.text && programmingLanguage(f, []) !== null)) return verdict('code', 0.8);
      return verdict('translate', mat.any || d.languageNames.test(f) ? 0.9 : 0.7);
    case 'extract': {
      const source = mat.text || mat.email || mat.list || mat.data || mat.log || ctx.inline;
      if (source) return verdict('extract', 0.9);
      if (mat.code) return verdict('code', 0.55);
      // "get the names from these emails" expects the emails; "…as JSON" says the same.
      if (d.fetch.test(hit.text))
        return DEICTIC.test(f) || nounAnywhere(ctx, 'extract')
          ? verdict('extract', 0.7)
          : verdict('question', 0.5);
      // "list all the countries in Europe" asks a question; "extract the dates" expects a paste.
      return /extra|pull|pars|sacar|extrai|estrai|herausz|ausles/.test(hit.text)
        ? verdict('extract', 0.7)
        : verdict('question', 0.55);
    }
    case 'classify':
      return fromClassify(ctx, hit);
    case 'analyze-data':
      if (mat.data || d.dataNouns.test(f)) return verdict('analyze-data', 0.88);
      if (mat.code) return verdict('debug', 0.65);
      return verdict('question', 0.4);
    case 'code': {
      const codeish = mat.code || programmingLanguage(f, []) !== null || after?.kind === 'code';
      if (/optimi|automat/.test(hit.text) && !codeish) return verdict('advice', 0.4);
      return verdict('code', codeish ? 0.85 : 0.6, after?.kind === 'code' ? after : null);
    }
    case 'debug':
      if (mat.code || mat.log) return verdict('debug', 0.9);
      if (
        /debug|troubleshoot|bug|review|depur|debogu|revis|fehler/.test(hit.text) ||
        d.faults.test(f.slice(hit.end))
      )
        return verdict('debug', 0.75);
      return verdict('question', 0.55);
    case 'tests':
      return verdict('tests', mat.code ? 0.9 : 0.75, after?.kind === 'tests' ? after : null);
    case 'sql':
      return verdict('sql', 0.85);
    case 'explain':
      // "Help me understand whether my landlord can raise the rent": a yes-or-no question about
      // the user's case, not a lesson.
      if (WHETHER.test(f.slice(hit.end, hit.end + 40)) && !mat.any && !levelAsked(ctx))
        return fromQuestion(ctx);
      // "site goes down every few hours, users get 502 … explain what to change" over a log.
      // "Explain this error to me" over the error only names what to explain: a lesson.
      if (
        (mat.code && d.faults.test(withoutNamedPaste(f.slice(hit.end)))) ||
        (mat.log && d.faults.test(withoutNamedPaste(f)))
      )
        return verdict('debug', 0.75);
      // A word problem or puzzle to explain is still one to solve (see problemToSolve).
      if (problemToSolve(ctx)) return verdict('math', 0.85);
      // "Wie funktioniert die Umsatzsteuer?" asks how something works, like "how does VAT work":
      // a question, unless the user says they are learning ("wie einem Kind", "I'm a beginner").
      if (HOW_IT_WORKS.test(hit.text) && !d.levels.test(f) && !LEARNER.test(f)) return fromQuestion(ctx);
      return verdict('explain', 0.85);
    case 'math':
      // "Beweise, dass die Summe zweier ungerader Zahlen gerade ist" has no digit but is about
      // numbers: a maths verb with a maths object is a problem.
      if (mathSignal(f, d, mat) || /\d/.test(f) || mathObject(f)) return verdict('math', 0.9);
      return verdict('question', 0.45);
    case 'brainstorm':
      return verdict('brainstorm', 0.8, after?.kind === 'brainstorm' ? after : null);
    case 'plan':
      return verdict('plan', 0.8, after?.kind === 'plan' ? after : null);
    case 'roleplay':
      if (d.botAudience.test(f) || nounAnywhere(ctx, 'system-prompt')) return verdict('system-prompt', 0.75);
      return verdict('roleplay', d.interactive.test(f) ? 0.85 : 0.65);
    case 'image':
      return verdict('image', 0.85, after?.kind === 'image' ? after : null);
    case 'compare':
      return comparesOptions(ctx, hit) ? verdict('compare', 0.85) : fromQuestion(ctx);
    case 'advice':
      return comparison(ctx) ?? verdict('advice', 0.8, after?.kind === 'advice' ? after : null);
    case 'question':
      return fromQuestion(ctx);
    case 'system-prompt':
      return verdict('system-prompt', 0.8);
  }
}

/** "…whether my landlord can", "…si mon propriétaire peut": a yes-or-no question follows. */
const WHETHER = /^\s*(?:(?:me|to me|moi|mir|mi)\s+)?(?:whether|if|si|ob|se)(?![\p{L}])/u;

/** "How do you say…", "comment dit-on…": a translation only when a language is named. */
const SAY_IT = /say|dit on|se dice|sagt man|si dice|se diz/;

/** "How does X work" and other asks that lay something out without teaching it. */
// "Walk me through the volunteer onboarding", "break down the VAT rules": a procedure or rules
// to lay out, a lesson only for a learner.
const HOW_IT_WORKS =
  /^(?:wie funktioniert|comment fonctionne|como funciona|come funziona|walk me through|break down)$/;
/** The user says they are learning: the teacher's plan fits. */
const LEARNER =
  /(?<![\p{L}])(?:beginner|newbie|student|learning|anfanger\w*|einsteiger\w*|schuler\w*|debutant\w*|eleve|etudiant\w*|principiante|estudiante|alumno|principiant\w*|studente|iniciante|aluno|estudante)(?![\p{L}])/u;
