// Query keys of the data several features read or refresh. Each factory builds every key of one
// resource from its `all` prefix, so invalidating `all` refreshes every screen that shows it.
// Data only one feature uses keeps its keys in that feature's api/ folder.

export const currentUserKeys = {
  all: ['current-user'] as const,
  detail: (userId: string) => [...currentUserKeys.all, userId] as const,
};
