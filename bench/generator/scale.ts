/** How much data one generation makes. The product's demo seed comes on top (a few dozen rows). */
export interface Scale {
  name: string;
  requests: number;
  customers: number;
  /** The requests' dates run over this many days, ending now. */
  days: number;
  departments: number;
  employees: number;
  transmittals: number;
  journalEntries: number;
}

export const SCALES: Record<string, Scale> = {
  '1m': {
    name: '1m',
    requests: 1_000_000,
    customers: 100_000,
    days: 730,
    departments: 200,
    employees: 5_000,
    transmittals: 2_000,
    journalEntries: 50_000,
  },
  '100k': {
    name: '100k',
    requests: 100_000,
    customers: 10_000,
    days: 730,
    departments: 20,
    employees: 500,
    transmittals: 200,
    journalEntries: 5_000,
  },
  '10k': {
    name: '10k',
    requests: 10_000,
    customers: 1_000,
    days: 730,
    departments: 5,
    employees: 50,
    transmittals: 20,
    journalEntries: 500,
  },
};
