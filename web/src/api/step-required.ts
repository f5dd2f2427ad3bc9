/**
 * Who wants to know that a call was refused because the session still owes a step (decision 0022, issue 25):
 * 403 with `code` `password_change_required` (the portal shows its forced password change) or
 * `second_factor_required` (the back office asks for the factor in place). A plain list of listeners, as
 * session-ended.ts, so that the entry chunk's fetch needs no React.
 */
export type OwedStep = 'password_change_required' | 'second_factor_required';

type Listener = (step: OwedStep) => void;

const listeners = new Set<Listener>();

export function onStepRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The step a refusal's body names, if it names one. */
export function owedStepOf(body: unknown): OwedStep | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code } = body;
  return code === 'password_change_required' || code === 'second_factor_required' ? code : null;
}

export function reportStepRequired(step: OwedStep): void {
  for (const listener of listeners) listener(step);
}
