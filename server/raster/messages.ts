/** Refusals of the picture and wallpaper routes, in both languages (0 zh, 1 en). */
const messages = {
  pictureNotFound: { zh: '图片不存在', en: 'No such picture' },
  badPictureWidth: { zh: '不支持的图片宽度', en: 'That picture width is not offered' },
  badPictureFormat: { zh: '不支持的图片格式', en: 'That picture format is not offered' },
  badWallpaperSize: { zh: '不支持的壁纸尺寸', en: 'That wallpaper size is not offered' },
  pictureBusy: { zh: '图片正在生成，请稍后重试', en: 'The picture is being prepared. Please try again in a moment' },
} as const;

/** A key of the picture routes' messages. */
export type PictureMessageKey = keyof typeof messages;

/** A picture route's message in the request's language. */
export function pictureMessage(key: PictureMessageKey, lang: 0 | 1): string {
  return lang === 1 ? messages[key].en : messages[key].zh;
}
