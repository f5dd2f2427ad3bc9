import { Center, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { signedIn } from '../back-office-session';
import { CodeStep } from './code-step';
import { EnrolmentStep } from './enrolment-step';

/**
 * What the login page shows after a right password when the server asks for a second factor (decision
 * 0022): the code, or the enrolment of a user whose role needs one. Kept apart from the login form.
 */
export function SecondFactorStep({
  step,
  onSignedIn,
  onBack,
}: {
  step: 'code' | 'enrol';
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <Center mih="100dvh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        {step === 'code' ? (
          <CodeStep onSignedIn={onSignedIn} onBack={onBack} />
        ) : (
          <EnrolmentStep
            required
            onBack={onBack}
            onDone={(user) => {
              signedIn(queryClient, user);
              onSignedIn();
            }}
          />
        )}
      </Paper>
    </Center>
  );
}
