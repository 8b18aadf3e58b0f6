import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from './helpers.ts';
import { multipart, type Part } from './service-support.ts';

/** A small solid PNG (re-encodes to a few hundred bytes). */
export function smallPng(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels: about 3 bytes a pixel whatever the encoder does. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The `file` part of an upload. */
export const filePart = (data: Buffer, filename = 'ride.png', contentType = 'image/png'): Part => ({ name: 'file', filename, contentType, data });

/** POST get_sign (as `token`, from `remoteAddress`): the whole reply. */
export function getSign(t: TestApp, token?: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/stage-api/api/upload/get_sign${token ? `?token=${token}` : ''}`,
    payload: { group_id: 2 },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A fresh ticket for `token`. */
export async function sign(t: TestApp, token: string, remoteAddress?: string): Promise<string> {
  return (await getSign(t, token, remoteAddress)).json().data.sign;
}

/** The multipart upload with the given parts. */
export function upload(t: TestApp, parts: Part[], token?: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/stage-api/api/upload/image${token ? `?token=${token}` : ''}`,
    payload,
    headers: { ...headers, ...extra.headers },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

/** A ticket, then an upload of `data`, as `token` from `remoteAddress`. */
export async function uploadOne(t: TestApp, token: string, data: Buffer, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return upload(t, [{ name: 'sign', value: await sign(t, token, remoteAddress) }, filePart(data)], token, { remoteAddress, headers });
}
