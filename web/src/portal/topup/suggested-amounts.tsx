import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatPesos, pesosToCentavos } from '@core/money';
import { useTopupAmounts } from './api/get-topup-amounts';
import { defineCopy, useCopy } from '../i18n/copy';

const copy = defineCopy({
  en: {
    loading: 'Loading suggested amounts',
    unavailable: 'Suggested amounts cannot be shown right now; type an amount.',
    group: 'Suggested amounts',
  },
  fil: {
    loading: 'Kinukuha ang mga suggested amount',
    unavailable: 'Hindi maipakita ang mga suggested amount sa ngayon; mag-type na lang ng amount.',
    group: 'Mga suggested amount',
  },
});

interface SuggestedAmountsProps {
  /** The amount in the field, in centavos, to show which suggestion is chosen. */
  selectedCentavos: number | null;
  onSelect: (pesos: number) => void;
}

/** One tap on a suggested amount fills the amount field. */
export function SuggestedAmounts({ selectedCentavos, onSelect }: SuggestedAmountsProps) {
  const amounts = useTopupAmounts();
  const words = useCopy(copy);
  if (amounts.isPending) return <Skeleton height={80} aria-label={words.loading} />;
  if (amounts.isError) return <Text c="dimmed">{words.unavailable}</Text>;

  return (
    <SimpleGrid cols={3} spacing="xs" role="group" aria-label={words.group}>
      {amounts.data.map((pesos) => {
        const isSelected = selectedCentavos === pesosToCentavos(pesos);
        return (
          <Button
            key={pesos}
            variant={isSelected ? 'filled' : 'default'}
            aria-pressed={isSelected}
            onClick={() => onSelect(pesos)}
            px={4}
          >
            {formatPesos(pesos).replace(/\.00$/, '')}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
