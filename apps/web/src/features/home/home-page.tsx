import { Page } from '@/components/ui/page';

export default function HomePage() {
  return <Page title="Master the art of AI prompting" />;
}
