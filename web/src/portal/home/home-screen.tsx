import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { signedInCustomer, topupTarget } from '../session/customer-session';
import { lazyChunk } from '../../ui/lazy-chunk';
import { prefetchOnIdle } from '../../ui/prefetch-on-idle';
import { usePageTitle } from '../../ui/use-page-title';
import classes from './home-screen.module.css';

// The two steps are chunks of their own (forms and dialogs are most of their weight), fetched while the
// customer reads the options.
const loadLoginPanel = () => import('./login-panel').then((m) => ({ default: m.LoginPanel }));
const loadOtherAccountPanel = () =>
  import('./other-account-panel').then((m) => ({ default: m.OtherAccountPanel }));
const LoginPanel = lazyChunk('login', loadLoginPanel);
const OtherAccountPanel = lazyChunk('other-account', loadOtherAccountPanel);

/** Which part of Home is open; kept in the URL so that the phone's Back button returns to the options. */
const STEP_PARAM = 'step';
type HomeStep = 'login' | 'other-account';

/**
 * The landing screen: top up your own e-wallet (option 1) or someone else's (option 2). `children` (the
 * signed-in customer's account) is shown under the options. `prerendered`: the copy built into the page's
 * HTML (web/src/prerender), shown before the JavaScript arrives; its options are plain links to the step,
 * so that a tap before then still works (as a page load).
 */
export function HomeScreen({
  children,
  prerendered = false,
}: {
  children?: ReactNode;
  prerendered?: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const customer = signedInCustomer.use();
  const step = searchParams.get(STEP_PARAM);

  useEffect(() => prefetchOnIdle([loadLoginPanel, loadOtherAccountPanel]), []);
  usePageTitle(
    step === 'login' ? 'Top-up my account' : step === 'other-account' ? 'Top-up other account' : null,
  );

  function openStep(next: HomeStep) {
    setSearchParams({ [STEP_PARAM]: next });
  }

  function handleBack() {
    // Back in history when the options screen is the previous entry; a step opened from a link has none.
    if (location.key === 'default') setSearchParams({}, { replace: true });
    else navigate(-1);
  }

  function handleTopupMyAccount() {
    // A customer saved in this session (logged in, or recognised by a QR code) skips the login.
    if (customer) {
      topupTarget.set({ option: 1, customer });
      navigate('/topup-customer');
    } else {
      openStep('login');
    }
  }

  if (step === 'login' && !customer) return <LoginPanel onBack={handleBack} />;
  if (step === 'other-account') return <OtherAccountPanel onBack={handleBack} />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {customer ? `Hello, ${customer.firstName || customer.displayName}` : 'Top up an e-wallet'}
        </Title>
        <Text c="dimmed">Choose whose e-wallet to top up.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <OptionCard
          title="Top-up my account"
          description={
            customer
              ? `Top up your own e-wallet (${customer.mobileNumber}).`
              : 'Log in with your mobile number and top up your own e-wallet.'
          }
          onClick={handleTopupMyAccount}
          href={prerendered ? `/?${STEP_PARAM}=login` : undefined}
        />
        <OptionCard
          title="Top-up other account"
          description="Find a family member or friend by mobile number and top up their e-wallet."
          onClick={() => openStep('other-account')}
          href={prerendered ? `/?${STEP_PARAM}=other-account` : undefined}
        />
      </SimpleGrid>
      <Text size="sm">
        Made a mistake?{' '}
        <Anchor component={Link} to="/cancel-topup" fw={600}>
          Cancel a top-up request
        </Anchor>
      </Text>
      {children}
    </Stack>
  );
}

function OptionCard({
  title,
  description,
  onClick,
  href,
}: {
  title: string;
  description: string;
  onClick: () => void;
  /** A link instead of a button: in the prerendered copy, which has no script behind it. */
  href?: string;
}) {
  const target = href ? ({ component: 'a', href } as const) : { onClick };
  return (
    <UnstyledButton {...target} className={classes.option}>
      <Card withBorder padding="lg" h="100%" className={classes.card}>
        <Text fw={700} size="lg" c="cyan.9">
          {title}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
