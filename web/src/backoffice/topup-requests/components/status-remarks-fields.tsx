import { Select, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { TOPUP_STATUS_NAMES, type TopupStatusCode } from '@core/topup-status';
import { REMARKS_MAX_LENGTH } from '@core/api/topups';

interface StatusRemarksFieldsProps {
  /** The statuses the request (or every request of a selection) may move to. */
  moves: readonly TopupStatusCode[];
  status: GetInputPropsReturnType;
  remarks: GetInputPropsReturnType;
  remarksDescription?: string;
}

/** New Status and Remarks: the two fields of a status change, one request or many. */
export function StatusRemarksFields({
  moves,
  status,
  remarks,
  remarksDescription,
}: StatusRemarksFieldsProps) {
  return (
    <>
      <Select
        label="New Status"
        placeholder="Choose a status"
        required
        data={moves.map((code) => ({ value: String(code), label: TOPUP_STATUS_NAMES[code] }))}
        comboboxProps={{ zIndex: 500 }}
        {...status}
      />
      <Textarea
        label="Remarks"
        description={remarksDescription}
        required
        autosize
        minRows={3}
        maxLength={REMARKS_MAX_LENGTH}
        {...remarks}
      />
    </>
  );
}
