import { useMutation } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';

/** A refused send; `retryAfter` is set when the refusal is the resend cool-down. */
export class SmsRefusal extends RefusalError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** Asks for a login code (api/sms/send); resolves with the cool-down in seconds. */
export async function sendSms(mobile: string): Promise<{ cooldown: number }> {
  const env = await post<{ cooldown?: number; retry_after?: number } | null>('api/sms/send', { mobile, consent: true });
  if (env.code === 0) throw new SmsRefusal(env.msg || 'Error', env.data?.retry_after ?? 0);
  return { cooldown: env.data?.cooldown ?? 60 };
}

/** Send-code mutation: network only, never retried or queued. */
export function useSendSms() {
  return useMutation({ mutationFn: sendSms, networkMode: 'always' });
}
