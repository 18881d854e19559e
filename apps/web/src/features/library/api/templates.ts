import type { UserTemplate, UserTemplateInput, UserTemplateListResponse } from '@promptsmith/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MutationConfig } from '@/lib/react-query';

export const MY_TEMPLATES_KEY = ['my-templates'] as const;

export function getMyTemplates(signal?: AbortSignal) {
  return api<UserTemplateListResponse>('/api/templates/mine', { signal });
}

export function myTemplatesQueryOptions() {
  return queryOptions({ queryKey: MY_TEMPLATES_KEY, queryFn: ({ signal }) => getMyTemplates(signal) });
}

export function useMyTemplates() {
  return useQuery(myTemplatesQueryOptions());
}

export function createTemplate(input: UserTemplateInput) {
  return api<UserTemplate>('/api/templates/mine', { method: 'POST', body: input });
}

export function updateTemplate({ id, ...input }: UserTemplateInput & { id: string }) {
  return api<UserTemplate>(`/api/templates/mine/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export function deleteTemplate(id: string) {
  return api<undefined>(`/api/templates/mine/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Each write refreshes "My templates" before the screen's own onSuccess runs. */
function useTemplateWrite<Fn extends (arg: never) => Promise<unknown>>(
  mutationFn: Fn,
  config: MutationConfig<Fn>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: mutationFn as (arg: Parameters<Fn>[0]) => Promise<Awaited<ReturnType<Fn>>>,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: MY_TEMPLATES_KEY });
      await config.onSuccess?.(...args);
    },
  });
}

export const useCreateTemplate = (config: MutationConfig<typeof createTemplate> = {}) =>
  useTemplateWrite(createTemplate, config);
export const useUpdateTemplate = (config: MutationConfig<typeof updateTemplate> = {}) =>
  useTemplateWrite(updateTemplate, config);
export const useDeleteTemplate = (config: MutationConfig<typeof deleteTemplate> = {}) =>
  useTemplateWrite(deleteTemplate, config);
