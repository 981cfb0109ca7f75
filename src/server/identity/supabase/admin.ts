/**
 * Hosted Supabase admin API: deletes a user's hosted account with the project's
 * service-role key, `DELETE <SUPABASE_URL>/auth/v1/admin/users/{id}`. A user already gone (404)
 * counts as deleted.
 */
export interface SupabaseAdminOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Request timeout, ms (default 15 s). */
  timeoutMs?: number;
}

/** @throws Error on any answer but 2xx or 404. */
export async function deleteHostedUser(options: SupabaseAdminOptions, userId: string): Promise<void> {
  const url = `${options.supabaseUrl.replace(/\/+$/, '')}/auth/v1/admin/users/${encodeURIComponent(userId)}`;
  const res = await fetch(url, {
    method: 'DELETE',
    headers: { apikey: options.serviceRoleKey, authorization: `Bearer ${options.serviceRoleKey}` },
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  await res.body?.cancel();
  if (res.ok || res.status === 404) return;
  throw new Error(`Supabase admin delete user answered ${res.status}`);
}
