/** One labelled piece of data generation; the step files build them and optional-steps.ts collects them. */
export interface Step {
  label: string;
  run: () => Promise<void>;
}
