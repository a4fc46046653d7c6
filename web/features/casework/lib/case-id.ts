/** A case id in the URL must be a whole number (SPEC.md §5). Its own module: the history route
 * imported it from the case-detail route and so loaded that whole page with its own. */
export function isCaseId(id: string): boolean {
  return /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= 2_147_483_647;
}
