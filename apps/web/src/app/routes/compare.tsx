import { useUpdateMarks } from '@/features/history/api/update-marks';
import ComparePage from '@/features/compare/compare-page';

/** Compare's Best / Needs Work marks are saved on the comparison's history entry. */
export default function CompareRoute() {
  const { mutateAsync } = useUpdateMarks();
  return <ComparePage saveMark={(historyId, marks) => mutateAsync({ historyId, marks })} />;
}
