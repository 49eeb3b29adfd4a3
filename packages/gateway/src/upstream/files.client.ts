import type { FileDTO, UserDTO } from '@balcao/schema';
import type { Http } from './http.js';

const id = (v: string | number) => encodeURIComponent(String(v));

export const filesClient = (http: Http, token: string | null) => ({
  get: (fileId: string) => http.request<FileDTO>('GET', `/services/files/${id(fileId)}/metadata`, token),
  updateMetadata: (fileId: string, input: { originalName?: string | null; description?: string | null }) =>
    http.request<FileDTO>('PUT', `/services/files/${id(fileId)}/metadata`, token, {
      ...(input.originalName != null ? { originalName: input.originalName } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    }),
  remove: async (fileId: string) =>
    (await http.request<{ success: boolean }>('DELETE', `/services/files/${id(fileId)}`, token)).success,
  deleteUserImage: (userId: string) =>
    http.request<UserDTO>('POST', `/services/users/${id(userId)}/image/delete`, token, {}),
  loginImage: async () =>
    (await http.request<{ file: FileDTO | null }>('GET', '/services/settings/login-image/metadata', token))
      .file,
  deleteLoginImage: async () =>
    (await http.request<{ success: boolean }>('DELETE', '/services/settings/login-image', token)).success,
});
