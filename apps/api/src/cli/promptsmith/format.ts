import { ASSISTANTS, type CompareResultItem } from '@promptsmith/contract';

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
  return results
    .map((result) => {
      const heading = single ? '' : `=== ${ASSISTANTS[result.model].name} (${result.model}) ===\n\n`;
      const explanation = options.explain ? `\n\n${formatRationale(result)}` : '';
      return `${heading}${result.optimizedPrompt}${explanation}\n`;
    })
    .join('\n');
}

function formatRationale(result: CompareResultItem): string {
  const lines = result.rationale.map((item) => `- ${item.change}\n  rule: ${item.rule} (${item.source})`);
  return ['Why:', ...lines].join('\n');
}
