import { Page } from '@/components/ui/page';

export default function ForgotPasswordPage() {
  return <Page title="Forgot password" />;
}
