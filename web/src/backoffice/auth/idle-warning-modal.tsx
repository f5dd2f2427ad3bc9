import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { SESSION_MESSAGES } from './session-messages';

function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "Are you still there?" with the seconds left; Escape, like "Stay signed in", means "I am here". */
export function IdleWarningModal({
  endsAt,
  onStay,
  onSignOut,
  onTimeUp,
}: {
  endsAt: number;
  onStay: () => void;
  onSignOut: () => void;
  onTimeUp: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), 1000, { autoInvoke: true });
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const timedOut = useRef(false);
  useEffect(() => {
    if (secondsLeft > 0 || timedOut.current) return;
    timedOut.current = true;
    onTimeUp();
  }, [secondsLeft, onTimeUp]);

  return (
    <Modal
      opened
      onClose={onStay}
      title={SESSION_MESSAGES.idleWarningTitle}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      zIndex={1000}
    >
      <Text mb="lg">{SESSION_MESSAGES.idleWarning(minutesAndSeconds(secondsLeft))}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut}>
          {SESSION_MESSAGES.signOut}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {SESSION_MESSAGES.staySignedIn}
        </Button>
      </Group>
    </Modal>
  );
}
