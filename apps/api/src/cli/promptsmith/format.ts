import { ASSISTANTS, type CompareResultItem, type Question } from '@promptsmith/contract';

/** Pure: results -> what the CLI prints. JSON mirrors the API's transform and compare shapes. */
export function formatResults(
  results: CompareResultItem[],
  options: { json: boolean; explain: boolean; all: boolean },
): string {
  if (options.json) {
    const body = options.all || results.length > 1 ? { results } : results[0];
    return `${JSON.stringify(body, null, 2)}\n`;
  }
  const single = results.length === 1 && !options.all;
  const prompts = results
    .map((result) => {
      const heading = single ? '' : `=== ${ASSISTANTS[result.model].name} (${result.model}) ===\n\n`;
      const explanation = options.explain ? `\n\n${formatRationale(result)}` : '';
      return `${heading}${result.optimizedPrompt}${explanation}\n`;
    })
    .join('\n');
  // Questions and warnings come from the one analysis of the prompt: the same for every assistant.
  const first = results[0];
  const notes = [
    ...(first?.warnings ?? []).map((w) => `Note: ${w}\n`),
    ...(first && first.questions.length > 0 ? [formatQuestions(first.questions)] : []),
  ];
  return [prompts, ...notes].join('\n');
}

function formatQuestions(questions: readonly Question[]): string {
  const lines = questions.map((q) => {
    const options =
      q.options.length > 0 ? `\n    ${q.multiple ? 'any of' : 'one of'}: ${q.options.join(' | ')}` : '';
    return `  ${q.id}: ${q.question}${options}`;
  });
  return `Sharpen it: answer with --answer <id>=<value>${questions.some((q) => q.multiple) ? ' (a comma list picks several)' : ''}\n${lines.join('\n')}\n`;
}

function formatRationale(result: CompareResultItem): string {
  const lines = result.rationale.map((item) => `- ${item.change}\n  rule: ${item.rule} (${item.source})`);
  return ['Why:', ...lines].join('\n');
}
