import { useEffect } from 'react';
import { Center, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TWO_FACTOR_MESSAGES } from '@core/two-factor';
import { onStepRequired } from '../../../api/step-required';
import { usePageTitle } from '../../../ui/use-page-title';
import { backOfficeMeQueryOptions, signedIn, useBackOfficeLogout } from '../back-office-session';
import { CodeStep } from './code-step';
import { EnrolmentStep } from './enrolment-step';

/**
 * The step-up in place (issue 25): a signed-in user whose roles now need the second factor (a promotion),
 * with a session the factor did not prove, is refused by every back-office route until they give it. The
 * back office shows this instead of the screen, at the same address, so that they come back to it: the
 * code, or, without a factor yet, the set-up (with the password again). Log out is the other way out.
 */
export function StepUpScreen({ step }: { step: 'code' | 'enrol' }) {
  const queryClient = useQueryClient();
  const logout = useBackOfficeLogout();
  usePageTitle('Two-factor sign-in');
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        {step === 'code' ? (
          <CodeStep
            intro={TWO_FACTOR_MESSAGES.secondFactorRequired}
            backLabel="Log out"
            onSignedIn={() => undefined}
            onBack={() => logout.mutate()}
          />
        ) : (
          <EnrolmentStep
            required
            askPassword
            backLabel="Log out"
            onBack={() => logout.mutate()}
            onDone={(user) => signedIn(queryClient, user)}
          />
        )}
      </Paper>
    </Center>
  );
}

/**
 * A call refused for want of the factor (403 `second_factor_required`: a promotion while the tab was open)
 * reads Me again, which names the step; the layout then shows the step-up.
 */
export function useStepUpWhenAsked(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onStepRequired((step) => {
        if (step === 'second_factor_required')
          void queryClient.invalidateQueries({ queryKey: backOfficeMeQueryOptions.queryKey });
      }),
    [queryClient],
  );
}
