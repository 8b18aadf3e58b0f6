import type { SeedNews } from '../types.ts';
import { t } from './helpers.ts';

/** "Information centre" column, 2025. */
export const newsInfo2025: SeedNews[] = [
  {
    slug: 'winter-riding-safety',
    column: 'info',
    title: t('冬春季节骑行安全提示', 'Staying Safe on Winter and Early-spring Rides'),
    summary: t(
      '低温、结冰与短日照是冬季骑行的三大挑战，这份清单帮你平安度过寒季。',
      'Cold, ice and short days are the big three winter hazards. Here is how to ride through the season safely.',
    ),
    bodyHtml: t(
      `<p>春节前后是返乡与出游的高峰，也是一年中气温最低的时段。低温会让轮胎抓地力明显下降，背阴弯道和桥面更容易结冰。</p>
<h2>出发前检查</h2>
<ul><li>胎压按冷胎标准充足，胎面花纹深度不低于 1.6 mm；</li><li>检查电瓶电压，低于 12.4 V 建议先充电；</li><li>确认灯光、喇叭正常，头盔镜片做好防雾处理。</li></ul>
<h2>骑行中注意</h2>
<p>起步后先以中低速行驶 10 分钟，让轮胎升温；过桥、过隧道口时提前减速，避免在疑似结冰路面上急刹或大角度压弯。天黑得早，请尽量在 17:30 前抵达目的地。</p>
<p>如遇路况突变，请就近停车并拨打云岭道路救援热线 400-700-3088。</p>`,
      `<p>The weeks around Chinese New Year bring a surge of trips home and holiday rides — and the coldest weather of the year. Cold tyres have noticeably less grip, and shaded bends and bridge decks are the first places to ice over.</p>
<h2>Before you set off</h2>
<ul><li>Set tyre pressures cold and make sure there is at least 1.6 mm of tread;</li><li>Check the battery: if it reads below 12.4 V, charge it first;</li><li>Test lights and horn, and treat your visor with anti-fog.</li></ul>
<h2>On the road</h2>
<p>Ride the first ten minutes at moderate speed to bring the tyres up to temperature. Slow down early for bridges and tunnel mouths, and avoid hard braking or deep lean where the surface might be icy. Daylight is short, so aim to arrive before 5:30 pm.</p>
<p>If conditions turn bad, pull over somewhere safe and call Yunling roadside assistance on 400-700-3088.</p>`,
    ),
    publishedAt: '2025-01-08',
    art: 'snow-pass',
  },
  {
    slug: 'engine-799-durability',
    column: 'info',
    title: t('新一代 799 cc 并列双缸完成 1000 小时耐久试验', 'Next-generation 799 cc Twin Completes 1,000-hour Endurance Test'),
    summary: t(
      '新发动机在台架上连续满负荷运转 1000 小时，拆检关键零件磨损量均优于设计目标。',
      'Run flat out on the dyno for 1,000 hours, the new engine showed wear on every key part below design targets.',
    ),
    bodyHtml: t(
      `<p>云岭研发中心宣布，新一代 799 cc 并列双缸发动机已完成 1000 小时台架耐久试验。这款发动机将首先搭载于 AT 800 探索车。</p>
<p>试验按照 WOT（节气门全开）与交变工况循环进行，相当于整车行驶约 15 万公里。拆检结果显示，曲轴主轴颈、凸轮与气门座圈的磨损量均低于设计限值的 60%。</p>
<h2>技术要点</h2>
<ul><li>270° 曲轴搭配双平衡轴，兼顾 V 型双缸般的脉冲感与平顺性；</li><li>缸套采用镍碳化硅镀层，降低摩擦与重量；</li><li>电子油门全系标配，为多种骑行模式与定速巡航打下基础。</li></ul>
<p>研发团队表示，下一步将在海拔 4000 米以上的高原与吐鲁番高温地区开展整车环境适应性试验。</p>`,
      `<p>The Yunling R&amp;D Centre has announced that its next-generation 799 cc parallel twin has completed a 1,000-hour bench endurance test. The engine will debut in the AT 800 adventure bike.</p>
<p>The test alternated wide-open-throttle running with transient cycles, equivalent to roughly 150,000 km on the road. On teardown, wear on the main journals, cams and valve seats was below 60% of the design limit.</p>
<h2>Key technology</h2>
<ul><li>A 270° crank with twin balancer shafts gives a V-twin-style pulse without the vibration;</li><li>Nickel–silicon-carbide coated bores cut friction and weight;</li><li>Ride-by-wire across the range, the foundation for riding modes and cruise control.</li></ul>
<p>Next, the team will take complete bikes for environmental testing on plateaus above 4,000 metres and in the heat of Turpan.</p>`,
    ),
    publishedAt: '2025-01-20',
    art: 'lab',
  },
  {
    slug: 'nk-500-2025-launch',
    column: 'info',
    title: t('2025 款云岭 NK 500 上市，售价 33,800 元', '2025 Yunling NK 500 Arrives, Priced at 33,800 Yuan'),
    summary: t(
      '新款升级 5 英寸 TFT 仪表、三种骑行模式与牵引力控制，并新增 760 mm 低座版。',
      'The update brings a 5-inch TFT, three riding modes, traction control and a new 760 mm Low Seat version.',
    ),
    bodyHtml: t(
      `<p>3 月 12 日，2025 款云岭 NK 500 正式上市，标准版与低座版售价均为 33,800 元，限时活动价 31,800 元。</p>
<p>新款 NK 500 将仪表升级为 5 英寸 TFT 彩屏，支持手机互联与导航投屏；新增雨天、公路、运动三种骑行模式，并配备两级可调牵引力控制。</p>
<p>低座版座高降至 760 mm，并同步调整后减震行程，让更多身高 160 cm 左右的骑士也能双脚稳稳着地。新车提供熔岩橙、石林灰、曜石黑与山茶红四种配色。</p>`,
      `<p>The 2025 Yunling NK 500 went on sale on 12 March. Both the Standard and Low Seat versions are priced at 33,800 yuan, with a limited-time offer of 31,800 yuan.</p>
<p>The new NK 500 gains a 5-inch colour TFT with phone connectivity and navigation, three riding modes — Rain, Road and Sport — and two-level traction control.</p>
<p>The Low Seat version drops to 760 mm with a retuned rear shock, so riders around 160 cm tall can get both feet down. Four colours are offered: Lava Orange, Stone Forest Grey, Obsidian Black and Camellia Red.</p>`,
    ),
    publishedAt: '2025-03-12',
    art: 'night-city',
  },
  {
    slug: 'at-800-launch',
    column: 'info',
    title: t('云岭 AT 800 正式上市，69,800 元起', 'Yunling AT 800 Goes On Sale from 69,800 Yuan'),
    summary: t(
      '新一代 799 cc 平台首款车型，提供标准、旅行、拉力三个版本。',
      'The first bike on our new 799 cc platform comes in Standard, Touring and Rally trims.',
    ),
    bodyHtml: t(
      `<p>5 月 16 日，云岭 AT 800 在丽江玉龙雪山脚下举行上市发布会。新车提供三个版本：标准版 69,800 元、旅行版 75,800 元、拉力版 73,800 元。</p>
<h2>三个版本怎么选</h2>
<ul><li>标准版：全可调倒置前叉，适合大多数公路与轻度越野骑行；</li><li>旅行版：电子半主动悬挂、双向快排与更低的 830/850 mm 座高，长途更轻松；</li><li>拉力版：240 mm 行程全可调悬挂与 260 mm 离地间隙，硬派越野之选。</li></ul>
<p>全系标配 7 英寸 TFT 仪表、弯道 ABS、倾角感应牵引力控制与电子定速巡航。首批用户还可获赠 AT 800 上下护杠套装一套。</p>`,
      `<p>The Yunling AT 800 was launched on 16 May at the foot of Jade Dragon Snow Mountain in Lijiang. Three versions are available: Standard at 69,800 yuan, Touring at 75,800 yuan and Rally at 73,800 yuan.</p>
<h2>Which one is for you?</h2>
<ul><li>Standard: fully adjustable upside-down fork, right for most road and light off-road riding;</li><li>Touring: semi-active suspension, two-way quickshifter and a lower 830/850 mm seat for easier long-distance miles;</li><li>Rally: 240 mm of fully adjustable travel and 260 mm of ground clearance for serious off-roaders.</li></ul>
<p>Every version has a 7-inch TFT, cornering ABS, lean-sensitive traction control and electronic cruise control. Early buyers also receive a free set of AT 800 upper and lower crash bars.</p>`,
    ),
    publishedAt: '2025-05-16',
    art: 'mountain-road',
  },
  {
    slug: 'summer-free-inspection-2025',
    column: 'info',
    title: t('“安心骑”夏季免费检测月开启', 'Ride Easy: Free Summer Safety Checks Are Back'),
    summary: t(
      '7 月 1 日至 31 日，全国云岭授权服务店为车主提供 28 项免费检测，配件工时享 8.8 折。',
      'From 1 to 31 July, every authorised Yunling service centre offers a free 28-point check and 12% off parts and labour.',
    ),
    bodyHtml: t(
      `<p>高温多雨的夏季对车辆的冷却、制动与电气系统都是考验。7 月 1 日至 31 日，云岭摩托在全国授权服务店开展“安心骑”夏季免费检测月活动。</p>
<h2>检测项目包括</h2>
<ul><li>冷却液液位与冰点、散热器与风扇工作状态；</li><li>刹车片厚度、刹车油含水量；</li><li>轮胎磨损、胎压与气门嘴老化情况；</li><li>电瓶健康度与充电系统电压。</li></ul>
<p>活动期间，检测后需要更换的原厂配件与工时均享 8.8 折优惠。车主可通过云岭 App 提前预约，到店免排队。</p>`,
      `<p>Summer heat and rain put cooling, braking and electrical systems to the test. From 1 to 31 July, Yunling authorised service centres across China are running our Ride Easy summer inspection month.</p>
<h2>What we check</h2>
<ul><li>Coolant level and freeze point, radiator and fan operation;</li><li>Brake pad thickness and brake-fluid moisture content;</li><li>Tyre wear, pressures and valve condition;</li><li>Battery health and charging voltage.</li></ul>
<p>Any genuine parts and labour needed after the check are 12% off during the campaign. Book ahead in the Yunling app and skip the queue.</p>`,
    ),
    publishedAt: '2025-06-30',
    art: 'workshop',
  },
  {
    slug: 'rainy-season-mountain-safety',
    column: 'info',
    title: t('雨季山路骑行：五个要点让你更安心', 'Mountain Roads in the Rainy Season: Five Things to Remember'),
    summary: t(
      '西南地区进入主汛期，落石、积水与湿滑弯道增多，出行前请牢记这五点。',
      'With the southwest in peak rainy season, watch for rockfall, standing water and slippery bends.',
    ),
    bodyHtml: t(
      `<p>每年 7 至 9 月是云贵川地区的主汛期，山区公路容易出现落石、塌方与路面积水。云岭骑士俱乐部教练团队总结了雨季山路骑行的五个要点。</p>
<ul><li>出发前查看沿途天气与交通管制信息，暴雨预警期间避免进入山区；</li><li>将骑行模式切换至“雨天”，动力输出更柔和，牵引力控制介入更早；</li><li>入弯前完成减速，弯中保持油门稳定，避免压到井盖与标线；</li><li>与前车保持至少 4 秒的跟车距离；</li><li>穿着高可视雨衣，开启近光灯，让其他车辆更早看到你。</li></ul>
<p>遇到泥石流易发路段的警示牌时，请不要停留，尽快通过或绕行。</p>`,
      `<p>July to September is peak rainy season across Yunnan, Guizhou and Sichuan, bringing rockfall, landslides and standing water to mountain roads. Our club instructors have put together five rules for riding them safely.</p>
<ul><li>Check the weather and road closures along your route, and stay out of the mountains under a rainstorm warning;</li><li>Switch to Rain mode for softer power delivery and earlier traction-control intervention;</li><li>Finish braking before the bend, hold a steady throttle through it, and stay off manhole covers and road paint;</li><li>Leave at least a four-second gap to the vehicle in front;</li><li>Wear hi-vis rain gear and ride with dipped headlights so others see you sooner.</li></ul>
<p>Where signs warn of mudslides, don’t stop — get through quickly or find another way round.</p>`,
    ),
    publishedAt: '2025-08-12',
    art: 'mountain-road',
  },
  {
    slug: 'cl-400-launch',
    column: 'info',
    title: t('云岭 CL 400 复古经典回归', 'The Yunling CL 400 Brings a Classic Back'),
    summary: t(
      '以 1980 年代云岭经典车型为灵感，397 cc 油风冷单缸，28,800 元起。',
      'Inspired by our 1980s classics, with a 397 cc oil/air-cooled single, from 28,800 yuan.',
    ),
    bodyHtml: t(
      `<p>10 月 9 日，云岭 CL 400 在大理洱海边发布。这款复古车的灵感来自云岭 1980 年代的经典车型，水滴形油箱、镀铬圆灯与双侧减震，一眼就能认出那个年代的味道。</p>
<p>CL 400 搭载 397 cc 油风冷单缸发动机，5250 r/min 即可输出 33 N·m 峰值扭矩，低转扭矩饱满，城市与乡间小路都骑得轻松。</p>
<blockquote>“我父亲当年骑的就是云岭。CL 400 不是简单的复刻，而是把那份记忆交给新一代骑士。”——CL 400 设计主管 杨晓岚</blockquote>
<p>标准版售价 28,800 元，镀铬典藏版配镀铬油箱与辐条轮，售价 30,800 元。</p>`,
      `<p>The Yunling CL 400 was unveiled on 9 October on the shores of Erhai Lake in Dali. Inspired by our 1980s classics, its teardrop tank, chrome headlight and twin shocks are instantly recognisable from that era.</p>
<p>The CL 400 is powered by a 397 cc oil/air-cooled single that delivers peak torque of 33 Nm at just 5,250 rpm, so it is easy-going whether you are in town or on a country lane.</p>
<blockquote>“My father rode a Yunling. The CL 400 isn’t just a replica — it hands that memory on to a new generation of riders.” — Yang Xiaolan, CL 400 Design Lead</blockquote>
<p>The Standard version costs 28,800 yuan; the Chrome Collector, with chrome tank and spoked wheels, is 30,800 yuan.</p>`,
    ),
    publishedAt: '2025-10-09',
    art: 'lake',
  },
  {
    slug: 'plateau-riding-prep',
    column: 'info',
    title: t('高原骑行备车指南：从 318 国道说起', 'Getting Ready for High-altitude Riding: Lessons from the G318'),
    summary: t('海拔 4000 米以上，发动机、轮胎和人都需要特别准备。', 'Above 4,000 metres, engine, tyres and rider all need special preparation.'),
    bodyHtml: t(
      `<p>318 国道川藏段是许多骑士心中的梦想之路，沿途多次翻越海拔 4000 米以上的垭口。高原缺氧、温差大、路况复杂，出发前的准备尤为关键。</p>
<h2>车辆准备</h2>
<ul><li>出发前完成一次全面保养，更换机油、机滤与空滤；</li><li>电喷车型会自动进行海拔补偿，但动力损失约为每千米海拔 10%，超车需预留余量；</li><li>携带补胎工具、备用刹车片与离合拉线。</li></ul>
<h2>骑士准备</h2>
<p>提前一周适量运动，进藏前在海拔 2500 至 3000 米的地区适应一至两天；每天骑行时间不超过 8 小时，避免夜间骑行。</p>
<p>云岭在成都、康定、拉萨设有授权服务网点，并在 5 月至 10 月开通高原专线道路救援。</p>`,
      `<p>The Sichuan–Tibet stretch of National Highway 318 is a dream ride for many, crossing several passes above 4,000 metres. Thin air, big temperature swings and tough roads make preparation essential.</p>
<h2>Preparing the bike</h2>
<ul><li>Have a full service before you go: oil, oil filter and air filter;</li><li>Fuel injection compensates for altitude automatically, but expect around 10% less power per 1,000 m of elevation and leave extra room when overtaking;</li><li>Carry a puncture kit, spare brake pads and a clutch cable.</li></ul>
<h2>Preparing yourself</h2>
<p>Exercise moderately in the week before, and spend a day or two at 2,500–3,000 metres to acclimatise before heading into Tibet. Keep riding days under eight hours and avoid riding after dark.</p>
<p>Yunling has authorised service points in Chengdu, Kangding and Lhasa, and runs a dedicated high-altitude roadside assistance line from May to October.</p>`,
    ),
    publishedAt: '2025-12-03',
    art: 'snow-pass',
  },
];
