/**
 * Who wants to know that a call was refused for want of a session (401): the back office, to leave for its
 * login page with a message at once, whatever screen or call met it (back-office/auth/session-watch.tsx).
 * A plain list of listeners, so that the entry chunk's fetch needs no React.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}
