import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Anchor, Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { signedInCustomer, topupTarget } from '../session/customer-session';
import { lazyChunk } from '../../ui/lazy-chunk';
import { prefetchOnIdle } from '../../ui/prefetch-on-idle';
import { usePageTitle } from '../../ui/use-page-title';
import { defineCopy, useCopy } from '../i18n/copy';
import classes from './home-screen.module.css';

const copy = defineCopy({
  en: {
    hello: (name: string) => `Hello, ${name}`,
    title: 'Top up an e-wallet',
    chooseWhose: 'Choose whose e-wallet to top up.',
    myAccount: 'Top-up my account',
    myAccountSignedIn: (mobileNumber: string) => `Top up your own e-wallet (${mobileNumber}).`,
    myAccountAnonymous: 'Log in with your mobile number and top up your own e-wallet.',
    otherAccount: 'Top-up other account',
    otherAccountDescription: 'Find a family member or friend by mobile number and top up their e-wallet.',
    mistake: 'Made a mistake?',
    cancelLink: 'Cancel a top-up request',
  },
  fil: {
    hello: (name: string) => `Hello, ${name}!`,
    title: 'Mag-top up ng e-wallet',
    chooseWhose: 'Piliin kung kaninong e-wallet ang ito-top up.',
    myAccount: 'I-top up ang account ko',
    myAccountSignedIn: (mobileNumber: string) => `I-top up ang sarili mong e-wallet (${mobileNumber}).`,
    myAccountAnonymous: 'Mag-log in gamit ang mobile number mo at i-top up ang sarili mong e-wallet.',
    otherAccount: 'I-top up ang ibang account',
    otherAccountDescription:
      'Hanapin ang kapamilya o kaibigan gamit ang mobile number nila at i-top up ang e-wallet nila.',
    mistake: 'Nagkamali?',
    cancelLink: 'I-cancel ang top-up request',
  },
});

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
  const words = useCopy(copy);

  useEffect(() => prefetchOnIdle([loadLoginPanel, loadOtherAccountPanel]), []);
  usePageTitle(step === 'login' ? words.myAccount : step === 'other-account' ? words.otherAccount : null);

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
          {customer ? words.hello(customer.firstName || customer.displayName) : words.title}
        </Title>
        <Text c="dimmed">{words.chooseWhose}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <OptionCard
          title={words.myAccount}
          description={customer ? words.myAccountSignedIn(customer.mobileNumber) : words.myAccountAnonymous}
          onClick={handleTopupMyAccount}
          href={prerendered ? `/?${STEP_PARAM}=login` : undefined}
        />
        <OptionCard
          title={words.otherAccount}
          description={words.otherAccountDescription}
          onClick={() => openStep('other-account')}
          href={prerendered ? `/?${STEP_PARAM}=other-account` : undefined}
        />
      </SimpleGrid>
      <Text size="sm">
        {words.mistake}{' '}
        <Anchor component={Link} to="/cancel-topup" fw={600}>
          {words.cancelLink}
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
