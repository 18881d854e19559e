import { useQueryClient } from '@tanstack/react-query';
import { SaveWithAccountCard } from '@/features/auth/components/save-with-account-card';
import { HISTORY_KEY } from '@/features/history/api/get-history';
import { RecentHistory } from '@/features/history/components/recent-history';
import { RunBoth } from '@/features/evaluation/components/run-both';
import { SaveAsTemplate } from '@/features/library/components/save-as-template';
import PlaygroundPage from '@/features/playground/playground-page';
import { RefinePanel } from '@/features/refine/components/refine-panel';
import { useSession } from '@/lib/session';

/**
 * The playground with the user's history beside it (a saved result refreshes the list), Run both
 * under a result, Refine and Save as template under a saved result; a visitor sees what an
 * account adds instead.
 */
export default function PlaygroundRoute() {
  const queryClient = useQueryClient();
  const { status } = useSession();
  return (
    <PlaygroundPage
      historyPanel={(props) =>
        status === 'authenticated' ? (
          <RecentHistory {...props} />
        ) : status === 'anonymous' ? (
          <SaveWithAccountCard />
        ) : null
      }
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
      resultTools={({ historyId, result, onVersion }) => (
        <>
          <RefinePanel
            // Another result starts with clean chips and its own versions.
            key={`${historyId}:${result.model}`}
            historyId={historyId}
            model={result.model}
            shown={result.optimizedPrompt}
            onVersion={(version, notice) => onVersion(version, notice)}
          />
          <SaveAsTemplate
            key={`save:${historyId}`}
            optimizedPrompt={result.optimizedPrompt}
            original={result.original}
            model={result.model}
          />
        </>
      )}
    />
  );
}
