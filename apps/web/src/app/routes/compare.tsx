import { CompareCardRun } from '@/features/evaluation/components/compare-card-run';
import { CompareJudgeBar } from '@/features/evaluation/components/compare-judge-bar';
import { useAnswerBoard } from '@/features/evaluation/lib/answer-board';
import { useUpdateMarks } from '@/features/history/api/update-marks';
import ComparePage from '@/features/compare/compare-page';

/**
 * Compare's Best / Needs Work marks are saved on the comparison's history entry; each card can
 * run on its assistant's model and a judge suggests marks (the evaluation feature).
 */
export default function CompareRoute() {
  const { mutateAsync } = useUpdateMarks();
  const board = useAnswerBoard();
  return (
    <ComparePage
      saveMark={(historyId, marks) => mutateAsync({ historyId, marks })}
      resultsExtra={(comparison) => (
        <CompareJudgeBar
          board={board}
          scope={comparison}
          prompt={comparison.prompt}
          models={comparison.results.map((r) => r.model)}
        />
      )}
      cardExtra={({ model, result, comparison, mark, onMark }) => (
        <CompareCardRun
          key={`${model}:${result.optimizedPrompt}`}
          board={board}
          scope={comparison}
          model={model}
          prompt={result.optimizedPrompt}
          mark={mark}
          onMark={onMark}
        />
      )}
    />
  );
}
