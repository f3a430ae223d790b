/** Where a failed parse went wrong, one dotted path per issue: what contract tests compare. */
export const issuePaths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));
