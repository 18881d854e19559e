import { MyTemplates } from '@/features/library/components/my-templates';
import TemplatesPage from '@/features/templates/templates-page';

/** The built-in templates and, with the same filters, the user's own (the library feature). */
export default function TemplatesRoute() {
  return <TemplatesPage ownTemplates={(props) => <MyTemplates {...props} />} />;
}
