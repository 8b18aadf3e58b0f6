import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface CreatePostBody {
  title: string;
  content: string;
  image_urls: string[];
}

/** Publishes a moto-travel story (login required). Resolves with the envelope: code 1 stored, code 0 already received. */
export function createPost(body: CreatePostBody) {
  return post<Submitted>('api/post/create', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useCreatePost() {
  return useMutation({ mutationFn: createPost });
}
