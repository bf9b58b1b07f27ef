/** Issue matching shared by the client-side filter (bulk delete) and the mock's search endpoint. */

export interface SearchableIssue {
  name: string;
  sequence_id: number;
  project__identifier: string;
}

export function issueKey(issue: Pick<SearchableIssue, 'sequence_id' | 'project__identifier'>): string {
  return `${issue.project__identifier}-${issue.sequence_id}`;
}

/** Case-insensitive substring of the name or of "IDENT-SEQ"; an empty query matches everything. */
export function matchesIssueQuery(issue: SearchableIssue, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return issue.name.toLowerCase().includes(q) || issueKey(issue).toLowerCase().includes(q);
}

export function filterIssues<T extends SearchableIssue>(issues: readonly T[], query: string): T[] {
  const q = query.trim();
  return q ? issues.filter((issue) => matchesIssueQuery(issue, q)) : [...issues];
}
