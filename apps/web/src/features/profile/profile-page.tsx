import { type PublicUser } from '@promptsmith/contract';
import { LogOut } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { ProfileDetails } from './components/profile-details';
import { SecurityPanel } from './components/security-panel';

const TABS = ['profile', 'security', 'testimonials', 'data'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

function Avatar({ user }: { user: PublicUser }) {
  const [broken, setBroken] = useState(false);
  if (user.photoURL && !broken) {
    return (
      <img
        src={user.photoURL}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-16 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-semibold text-white"
    >
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * Profile, Security, Testimonials and Your data tabs. The Testimonials and Your data tabs'
 * contents belong to other features, so app/ passes them in (features never import each other).
 */
export default function ProfilePage({
  testimonialsTab,
  usagePanel,
  dataTab,
}: {
  testimonialsTab?: ReactNode;
  /** Today's AI use (the evaluation feature, via app/). */
  usagePanel?: ReactNode;
  dataTab?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  // The home page can ask for a tab (activeProfileTab=testimonials); the choice then sticks.
  const [tab, setTab] = useState<Tab>(() => {
    const stored = storage.get(STORAGE_KEYS.activeProfileTab);
    return isTab(stored) ? stored : 'profile';
  });
  const [loggingOut, setLoggingOut] = useState(false);
  const user = session.user;
  if (!user) return null;

  function selectTab(value: string) {
    if (!isTab(value)) return;
    setTab(value);
    storage.set(STORAGE_KEYS.activeProfileTab, value);
  }

  // Leave the protected page first, then forget the user: clearing first would make the route
  // guard send us to /login remembering /profile as the place to come back to.
  async function logout() {
    setLoggingOut(true);
    await navigate('/login', { replace: true, state: { signedOut: true } });
    await session.signOut();
  }

  async function signedOutEverywhere() {
    await navigate('/login', {
      replace: true,
      state: { signedOut: true, message: 'You have been signed out from all devices.' },
    });
    session.clear();
  }

  return (
    <Page title="Your profile">
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div>
          <Card className="flex flex-wrap items-center gap-4 p-6 lg:flex-col lg:items-start">
            <Avatar user={user} />
            {/* A 10rem basis: on a narrow card the Sign Out button wraps first; a name that is still
                too wide (or a wider system font) wraps onto a second line instead of being cut. */}
            <div className="min-w-0 flex-1 basis-40 lg:w-full lg:flex-none">
              <p className="text-lg font-semibold [overflow-wrap:anywhere]" data-testid="profile-header-name">
                {user.name}
              </p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user.email}</p>
            </div>
            <Button variant="secondary" loading={loggingOut} onClick={() => void logout()}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign Out
            </Button>
          </Card>
          {/* Today's AI use sits under the name card (UsagePanel brings its own top margin). */}
          {usagePanel}
        </div>

        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
            {dataTab && <TabsTrigger value="data">Your data</TabsTrigger>}
          </TabsList>
          <Card className="mt-4 p-6">
            <TabsContent value="profile" className="mt-0">
              <ProfileDetails key={user.id} user={user} onUpdated={(updated) => session.setUser(updated)} />
            </TabsContent>
            <TabsContent value="security" className="mt-0">
              <SecurityPanel user={user} onSignedOutEverywhere={() => void signedOutEverywhere()} />
            </TabsContent>
            <TabsContent value="testimonials" className="mt-0">
              {testimonialsTab ?? (
                <p className="text-sm text-slate-600 dark:text-slate-300">Testimonials are coming soon.</p>
              )}
            </TabsContent>
            {dataTab && (
              <TabsContent value="data" className="mt-0">
                {dataTab}
              </TabsContent>
            )}
          </Card>
        </Tabs>
      </div>
    </Page>
  );
}
