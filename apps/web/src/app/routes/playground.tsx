import { useQueryClient } from '@tanstack/react-query';
import { HISTORY_KEY } from '@/features/history/api/get-history';
import { RecentHistory } from '@/features/history/components/recent-history';
import { RunBoth } from '@/features/evaluation/components/run-both';
import PlaygroundPage from '@/features/playground/playground-page';

/** The playground with the user's history beside it (a saved result refreshes the list), and Run both under a result. */
export default function PlaygroundRoute() {
  const queryClient = useQueryClient();
  return (
    <PlaygroundPage
      historyPanel={(props) => <RecentHistory {...props} />}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })}
      resultExtra={(result) => (
        // One RunBoth per result: a new result starts with no answers.
        <RunBoth
          key={`${result.model}:${result.optimizedPrompt}`}
          original={result.original}
          optimized={result.optimizedPrompt}
          model={result.model}
        />
      )}
    />
  );
}
