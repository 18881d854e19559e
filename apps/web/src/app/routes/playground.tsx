import { useQueryClient } from '@tanstack/react-query';
import { SaveWithAccountCard } from '@/features/auth/components/save-with-account-card';
import { HISTORY_KEY } from '@/features/history/api/get-history';
import { RecentHistory } from '@/features/history/components/recent-history';
import PlaygroundPage from '@/features/playground/playground-page';
import { useSession } from '@/lib/session';

/**
 * The playground with the user's history beside it (a saved result refreshes the list); a
 * visitor sees what an account adds instead.
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
    />
  );
}
