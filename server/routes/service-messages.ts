/** Bilingual messages of the after-sales service calls; `lang` 0 is Chinese, 1 is English. */
const messages = {
  badPhone: {
    zh: '请输入正确的手机号：中国大陆为 11 位，其他国家或地区请加国际区号（如 +852）',
    en: 'Please enter a valid mobile number: 11 digits in mainland China, or with its country code elsewhere (e.g. +34)',
  },
  badDate: { zh: '请选择明天起 {days} 天内的日期', en: 'Please choose a date from tomorrow up to {days} days ahead' },
  badSlot: { zh: '请选择可预约的时间段', en: 'Please choose one of the available time slots' },
  storeNotFound: { zh: '请从列表中选择门店', en: 'Please choose a store from the list' },
  modelRequired: { zh: '请选择车型或填写车型名称', en: 'Please choose your model or type its name' },
  modelNotFound: { zh: '车型不存在，请从列表中选择', en: 'Please choose a model from the list' },
  badMileage: { zh: '请填写当前里程（0–300,000 公里）', en: 'Please enter the current mileage (0 to 300,000 km)' },
  badRating: { zh: '请选择 1–5 星评分', en: 'Please choose a rating from 1 to 5 stars' },
  badYear: { zh: '请填写 1990 年至今的年份', en: 'Please enter a year from 1990 to this year' },
  badPlan: { zh: '请选择一个方案', en: 'Please choose a plan' },
  badCoords: { zh: '位置坐标无效', en: 'The location coordinates are not valid' },
  required: { zh: '请填写{label}', en: 'Please enter {label}' },
  tooLong: { zh: '{label}不能超过 {max} 个字', en: '{label} can be at most {max} characters' },
  duplicate: { zh: '我们已收到您的申请，请勿重复提交', en: 'We already have this request, so there is no need to send it again' },
  okMaintenance: { zh: '保养预约已提交，门店将尽快致电确认', en: 'Your service booking is in. The store will call you to confirm' },
  okTestDrive: { zh: '试驾预约已提交，门店将致电确认时间', en: 'Your test ride is booked. The store will call you to confirm the time' },
  okRescue: { zh: '救援请求已收到，服务中心将在 5 分钟内回电', en: 'Rescue request received. Our service centre will call you within 5 minutes' },
  okFeedback: { zh: '感谢您的反馈，我们会认真处理', en: 'Thank you for your feedback. We read every message' },
  okEnquiry: { zh: '申请已提交，专员将在 1 个工作日内联系您', en: 'Request sent. An adviser will contact you within one working day' },
  okPost: { zh: '游记已发布', en: 'Your story is live' },
  recordNotFound: { zh: '记录不存在', en: 'No such record' },
  uploadType: { zh: '仅支持 JPEG、PNG 或 WebP 图片', en: 'Only JPEG, PNG or WebP images are accepted' },
  uploadTooBig: { zh: '图片不能超过 5 MB', en: 'Images must be 5 MB or smaller' },
  uploadNoFile: { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  uploadOneFile: { zh: '每次只能上传一张图片', en: 'Please upload one image at a time' },
  uploadBadSign: { zh: '上传凭证无效或已过期，请重试', en: 'The upload ticket is invalid or has expired. Please try again' },
  uploadBadName: { zh: '文件名无效', en: 'That file name is not allowed' },
  uploadUsedSign: { zh: '该上传凭证已使用，请重试', en: 'That upload ticket has already been used. Please try again' },
  uploadQuotaUser: {
    zh: '今天的上传已达上限（{files} 张或 {mb} MB），请明天再试',
    en: 'You have reached today’s upload limit ({files} photos or {mb} MB). Please try again tomorrow',
  },
  uploadQuotaIp: {
    zh: '此网络今天的上传已达上限，请明天再试',
    en: 'Uploads from this network have reached today’s limit. Please try again tomorrow',
  },
  uploadNotMultipart: { zh: '请以 multipart/form-data 上传图片', en: 'Upload images as multipart/form-data' },
  badImage: { zh: '图片地址无效，请重新上传', en: 'One of the images is not valid. Please upload it again' },
  tooManyImages: { zh: '最多上传 {max} 张图片', en: 'You can add up to {max} photos' },
} as const;

export type ServiceMessageKey = keyof typeof messages;

/** Field names used inside "please enter …" messages. */
const fields = {
  name: { zh: '姓名', en: 'your name' },
  phone: { zh: '手机号', en: 'your mobile number' },
  address: { zh: '所在位置', en: 'where you are' },
  description: { zh: '故障描述', en: 'what happened' },
  content: { zh: '内容', en: 'your message' },
  title: { zh: '标题', en: 'a title' },
  brand: { zh: '品牌', en: 'the brand' },
  model: { zh: '车型', en: 'the model' },
  city: { zh: '所在城市', en: 'your city' },
  notes: { zh: '备注', en: 'Notes' },
  model_name: { zh: '车型名称', en: 'the model name' },
} as const;

export type FieldKey = keyof typeof fields;

/** A service message in the request's language, with `{name}` placeholders filled. */
export function sm(key: ServiceMessageKey, lang: number, vars: Record<string, string | number> = {}): string {
  const text: string = lang === 1 ? messages[key].en : messages[key].zh;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** A field's name in the request's language. */
export function fieldName(field: FieldKey, lang: number): string {
  return lang === 1 ? fields[field].en : fields[field].zh;
}
