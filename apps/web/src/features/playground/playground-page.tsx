import { Page } from '@/components/ui/page';

export default function PlaygroundPage() {
  return <Page title="Prompt Playground" />;
}
