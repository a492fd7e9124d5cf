import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postJson, request } from './http.ts';

export interface SessionUser {
  id: string;
  email: string;
  accountType: string;
  subscriptionActive: boolean;
}

const SESSION_KEY = ['/api/auth/get-session'];

/** The signed-in user, or null when signed out. */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => (await request<{ user: SessionUser } | null>('/api/auth/get-session'))?.user ?? null,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => postJson('/api/auth/sign-in/email', input),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      postJson('/api/auth/sign-up/email', { email, password, name: email, callbackURL: '/auth/callback' }),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/api/auth/sign-out', {}),
    onSuccess: () => client.resetQueries(),
  });
}
