import { Page } from '@/components/ui/page';

export default function TemplatesPage() {
  return <Page title="Prompt Templates" />;
}
