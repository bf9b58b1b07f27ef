/** A calendar date ("2026-05-11") as the product writes it ("May 11, 2026"), the same in every timezone. */
export const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
