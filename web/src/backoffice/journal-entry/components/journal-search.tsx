import { useState } from 'react';
import { Button, Group, Radio, TextInput } from '@mantine/core';
import { JOURNAL_SEARCH_BY, JOURNAL_SEARCH_LABELS } from '@core/api/journal-entries';
import { SEARCH_RULE_TEXT } from '@core/search-term';
import type { JournalSearchState } from '../api/get-journal-entries';

interface JournalSearchProps {
  /** The search the list shows, to fill the form with. */
  initial: JournalSearchState;
  onSearch: (search: JournalSearchState) => void;
  onRefresh: () => void;
}

/** What the search box finds, said under it: the one rule of every list (core/search-term.ts). */
const SEARCH_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [JOURNAL_SEARCH_BY.referenceNumber]: SEARCH_RULE_TEXT.reference,
  [JOURNAL_SEARCH_BY.mobileNumber]: SEARCH_RULE_TEXT.mobile,
  [JOURNAL_SEARCH_BY.amount]: SEARCH_RULE_TEXT.amount,
};

/** Search by a radio option and a text box; Refresh clears the search. */
export function JournalSearch({ initial, onSearch, onRefresh }: JournalSearchProps) {
  const [searchBy, setSearchBy] = useState(String(initial.searchBy || 1));
  const [text, setText] = useState(initial.searchName);

  const handleRefresh = () => {
    setText('');
    onRefresh();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ searchBy: Number(searchBy), searchName: text });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Radio.Group label="Search by" value={searchBy} onChange={setSearchBy}>
          <Group gap="md" mt={6} wrap="wrap">
            {Object.entries(JOURNAL_SEARCH_LABELS).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label="Search"
          description={SEARCH_DESCRIPTIONS[searchBy]}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={64}
          miw={200}
        />
        <Button type="submit">Search</Button>
        <Button variant="default" onClick={handleRefresh}>
          Refresh
        </Button>
      </Group>
    </form>
  );
}
