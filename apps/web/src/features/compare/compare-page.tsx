import { Page } from '@/components/ui/page';

export default function ComparePage() {
  return <Page title="Compare Across Assistants" />;
}
