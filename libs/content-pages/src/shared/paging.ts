/** Spec 9: lists show 10 items a page. */
export const PAGE_SIZE = 10;

/**
 * The 1-based page of a `{page?}` route segment: none is page 1; anything but a whole number from
 * 1 up (`0`, `02`, `abc`, `1.5`) is null, which the loader answers with the 404 page.
 */
export const parsePageParam = (raw: string | undefined): number | null => {
  if (raw === undefined || raw === '') return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
};

/** Pages a list of `total` items fills (at least one, so an empty list still has its page 1). */
export const pageCountOf = (total: number, size = PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** The API's `offset` for a 1-based page (spec 7: page index times page size). */
export const offsetOf = (page: number, size = PAGE_SIZE): number => (page - 1) * size;
