import { isNumberedListing, withoutLineNumber } from './material-lines';
import { isShellCommandLine } from './shell-line';

/**
 * The language of pasted code, for the fence's label. Each language is named by marks only it
 * has, the most distinctive first: Ruby's `def` has no colon, Swift's `func` comes with `guard
 * let` or `@Published`, Go's with `:=` or `package`. A wrong label misleads the model more than
 * none, so code with no telling mark gets null.
 */

const PHP =
  /<\?php\b|\$_(?:GET|POST|REQUEST|SESSION|SERVER|COOKIE|FILES)\b|\$this->|^\s*(?:public |private )?function \w+\([^)]*\$\w+/mu;
const SHELL =
  /^#!\/\S*(?:ba|z)?sh\b|^\s*(?:(?:if|elif|while|until|for)\s.*;\s*(?:then|do)|case\s+\S+\s+in)\s*$|^\s*(?:fi|done|esac)\s*$/mu;
const ELIXIR = /^\s*(?:defmodule|defp)\s|\|>\s*Enum\./mu;
// "def total" / "def self.for(tier)" with no colon after, "do |item|", "attr_reader :name".
const RUBY =
  /^\s*def\s+(?:self\.)?[\w?!=]+(?:\([^)]*\))?\s*$|\bdo\s*\|[\w, *]+\|\s*$|^\s*(?:attr_(?:reader|writer|accessor)|require_relative|puts)\s|^\s*(?:class|module)\s+[A-Z]\w*(?:\s*<\s*[A-Z][\w:]*)?\s*$/mu;
const LUA = /^\s*local\s+(?:function\s+)?\w+|^\s*function\s+[\w.:]+\([^)]*\)\s*$/mu;
const RUST =
  /^\s*(?:pub(?:\([\w:]+\))?\s+)?fn \w+|\blet mut \w|^\s*impl\b|\b(?:println|vec|format)!\(|^\s*use \w+::/mu;
// Go's own marks: `:=`, `package`, a method receiver, `err != nil`, `fmt.` calls.
const GO = /^\s*package \w+\s*$|^\s*func \(\w+ \*?\w+\)|\w+ :=|\berr != nil\b|\bfmt\.\w+\(|^import \(\s*$/mu;
const SWIFT =
  /^\s*import (?:SwiftUI|UIKit|Foundation|Combine)\s*$|@(?:Published|State|Binding|MainActor|objc)\b|\bguard let\b|\bif let \w+ =|:\s*(?:ObservableObject|View|Codable)\b|\bfunc \w+\([^)]*\)\s*(?:async\s+)?(?:throws\s+)?->\s*[A-Z[]/mu;
const KOTLIN =
  /^\s*(?:(?:private|override|suspend|internal)\s+)*fun\s+(?:<[^>]+>\s*)?[\w.]+\(|^\s*(?:private\s+)?val \w+\s*[:=]|\bdata class\b|\bcompanion object\b|^\s*import (?:kotlinx?|android)\./mu;
const CSHARP =
  /^\s*using System\b|^\s*namespace \w|\bConsole\.Write(?:Line)?\(|\{\s*get;\s*(?:(?:private|init)\s+)?set;\s*\}|\basync Task\b|^\s*public (?:static )?(?:string|bool|void|int|decimal) \w+\([^)]*\)\s*$|^\s*\[(?:HttpGet|HttpPost|Fact|Test)\b/mu;
const JAVA =
  /\bpublic static void main\b|\bSystem\.out\.|^\s*import java\.|^\s*@Override\b|\bString\[\]|^\s*(?:public |private |protected )(?:static )?(?:final )?(?:class|void|int|String|boolean|List<)\b/mu;
const PYTHON = /^\s*(?:def |import \w+$|from \S+ import|print\(|elif |except\b)|\):\s*$/mu;
const SQL = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|WITH)\b/imu;
const GO_FUNC = /^\s*(?:func |package \w)/mu;
const TYPESCRIPT = /\binterface \w+|: (?:string|number|boolean)\b/u;
const JAVASCRIPT = /\b(?:const|let|function)\b|=>|console\./u;
const CPP = /#include|std::/u;

export function guessCodeLang(listing: string): string | null {
  // Numbered lines ("4  def dl():") are read without their numbers, whose place the tests anchor on.
  const code = isNumberedListing(listing)
    ? listing
        .split('\n')
        .map((l) => withoutLineNumber(l))
        .join('\n')
    : listing;
  if (PHP.test(code)) return 'php';
  // "FROM node:20" over "RUN npm ci": a Dockerfile, whose FROM no SQL starts a line with.
  if (/^FROM\s+\S+(?:\s+AS\s+\w+)?\s*$/mu.test(code) && /^(?:RUN|CMD|COPY|ENTRYPOINT|WORKDIR)\s/mu.test(code))
    return 'dockerfile';
  if (SHELL.test(code)) return 'bash';
  // Commands typed at a prompt ("git rebase -i HEAD~3", "find … | xargs rm"), one per line.
  const lines = code.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 0 && lines.every(isShellCommandLine)) return 'bash';
  if (ELIXIR.test(code)) return 'elixir';
  // Ruby before Python: both say "def", only Python ends the line with a colon.
  if (RUBY.test(code) && !/\):\s*$/mu.test(code)) return 'ruby';
  if (RUST.test(code)) return 'rust';
  if (GO.test(code)) return 'go';
  // Swift and Kotlin before Python and JavaScript: their "import UIKit", "print(" and "let"
  // would read as either.
  if (SWIFT.test(code)) return 'swift';
  if (KOTLIN.test(code)) return 'kotlin';
  if (CSHARP.test(code)) return 'csharp';
  if (PYTHON.test(code)) return 'python';
  if (SQL.test(code)) return 'sql';
  if (LUA.test(code) && /^\s*end\s*$/mu.test(code)) return 'lua';
  if (GO_FUNC.test(code) && !/\bfunction\b/u.test(code)) return 'go';
  if (TYPESCRIPT.test(code)) return 'typescript';
  if (JAVASCRIPT.test(code)) return 'javascript';
  if (CPP.test(code)) return 'cpp';
  if (JAVA.test(code)) return 'java';
  if (/^\s*<\/?[a-z]/mu.test(code)) return 'html';
  return null;
}
