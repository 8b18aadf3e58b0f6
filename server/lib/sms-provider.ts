import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type ServerConfig } from '../config.ts';
import { AliyunSmsProvider } from './sms-aliyun.ts';
import { LogSmsProvider, type SmsProvider, type SmsSink } from './sms.ts';

/**
 * The SMS provider the configuration names (SMS_PROVIDER): Aliyun, or the log provider. The log provider
 * fills the test sink in test mode; in production it is a demo (config only allows it when set explicitly)
 * and writes each code to the server log, announced by a warning at startup, so the operator can log in.
 */
export function createSmsProvider(config: ServerConfig, log: FastifyBaseLogger, sink: SmsSink | null): SmsProvider {
  const { provider, aliyun } = config.sms;
  if (provider === 'aliyun') {
    if (!aliyun) throw new ConfigError('SMS_PROVIDER=aliyun needs the ALIYUN_* settings');
    return new AliyunSmsProvider(aliyun, log);
  }
  const demo = config.env === 'production';
  if (demo)
    log.warn(
      'demo SMS provider (SMS_PROVIDER=log): login codes are written to this log and never reach a phone. Set SMS_PROVIDER=aliyun for real visitors',
    );
  return new LogSmsProvider(log, sink, demo);
}
