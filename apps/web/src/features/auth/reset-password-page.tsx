import { Page } from '@/components/ui/page';

export default function ResetPasswordPage() {
  return <Page title="Reset password" />;
}
