/** Bilingual messages of the club, franchise and content-extra calls (0 Chinese, 1 English). */
const clubMessages = {
  eventNotFound: { zh: '活动不存在或已取消', en: 'This event does not exist or has been cancelled' },
  signupClosed: { zh: '报名已截止', en: 'Sign-up for this event has closed' },
  eventFull: { zh: '名额已满，欢迎关注下一期活动', en: 'This event is full. Keep an eye out for the next one' },
  alreadySignedUp: { zh: '您已报名此活动，请勿重复报名', en: 'You have already signed up for this event' },
  joined: { zh: '报名成功，期待与您同行', en: 'You are signed up. See you on the road' },
  nameRequired: { zh: '请填写姓名', en: 'Please enter your name' },
  nameTooLong: { zh: '姓名不能超过 40 个字', en: 'Your name must be 40 characters or fewer' },
  phoneInvalid: {
    zh: '请填写正确的手机号：中国大陆为 11 位，其他国家或地区请加国际区号（如 +852）',
    en: 'Please enter a valid mobile number: 11 digits in mainland China, or with its country code elsewhere (e.g. +34)',
  },
  cityRequired: { zh: '请填写意向城市', en: 'Please enter the city you have in mind' },
  applicationReceived: {
    zh: '申请已提交，招商经理将在 3 个工作日内与您联系',
    en: 'Application received. Our franchise team will contact you within 3 working days',
  },
  applicationDuplicate: {
    zh: '我们已收到您的申请，请勿在一分钟内重复提交',
    en: 'We already have your application. Please wait a minute before sending it again',
  },
} as const;

export type ClubMessageKey = keyof typeof clubMessages;

/** Looks up a club message in the request's language. */
export function tc(key: ClubMessageKey, lang: number | undefined): string {
  return lang === 1 ? clubMessages[key].en : clubMessages[key].zh;
}
