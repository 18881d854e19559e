import { useQueryClient } from '@tanstack/react-query';
import { HISTORY_KEY } from '@/features/history/api/get-history';
import { RecentHistory } from '@/features/history/components/recent-history';
import PlaygroundPage from '@/features/playground/playground-page';

/** The playground with the user's history beside it: a saved result refreshes the list. */
export default function PlaygroundRoute() {
  const queryClient = useQueryClient();
  return (
    <PlaygroundPage
      historyPanel={(props) => <RecentHistory {...props} />}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: HISTORY_KEY })}
    />
  );
}
