import { CompareCardRun } from '@/features/evaluation/components/compare-card-run';
import { CompareJudgeBar } from '@/features/evaluation/components/compare-judge-bar';
import { useAnswerBoard } from '@/features/evaluation/lib/answer-board';
import { useUpdateMarks } from '@/features/history/api/update-marks';
import ComparePage from '@/features/compare/compare-page';
import { RefinePanel } from '@/features/refine/components/refine-panel';

/**
 * Compare's Best / Needs Work marks are saved on the comparison's history entry; each card can
 * run on its assistant's model and a judge suggests marks (the evaluation feature); each saved
 * card has Refine, whose versions are that assistant's versions of the comparison's entry.
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
      cardTools={({ historyId, model, result, comparison, onVersion }) => (
        <RefinePanel
          // One panel per card: its chips, free text and versions survive the card's new versions.
          key={`${historyId}:${model}`}
          variant="card"
          historyId={historyId}
          model={model}
          shown={result.optimizedPrompt}
          onVersion={(version, notice) => {
            // The card's earlier answer (and any verdict on it) was for the previous version.
            board.dropAnswer(comparison, model);
            onVersion(version, notice);
          }}
        />
      )}
    />
  );
}
