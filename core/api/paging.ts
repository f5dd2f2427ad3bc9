import { z } from 'zod';

/** Rows per page: 10, 15 or 20 (spec section 9). 0 = all rows, for report endpoints only. */
export const PAGE_SIZES = [10, 15, 20] as const;

export const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), {
    message: 'pageSize must be 10, 15 or 20',
  })
  .meta({ enum: [...PAGE_SIZES] });

export const reportPageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => size === 0 || (PAGE_SIZES as readonly number[]).includes(size), {
    message: 'pageSize must be 0, 10, 15 or 20',
  })
  .meta({ enum: [0, ...PAGE_SIZES] });
