import type { SeedNews } from '../types.ts';
import { t } from './helpers.ts';

/** "Information centre" column, 2026. */
export const newsInfo2026: SeedNews[] = [
  {
    slug: 'app-3-release',
    column: 'info',
    title: t('云岭 App 3.0 上线：车辆互联、保养预约一手掌握', 'Yunling App 3.0: Your Bike, Services and Club in One Place'),
    summary: t(
      '新版本支持车况查看、骑行轨迹、俱乐部活动报名与离线地图。',
      'The new version adds vehicle status, ride logs, club event sign-up and offline maps.',
    ),
    bodyHtml: t(
      `<p>2 月 24 日，云岭 App 3.0 正式上线。新版本围绕“车、人、圈子”三个方面进行了全面升级。</p>
<ul><li>车辆互联：配备 TFT 仪表的车型可通过蓝牙同步里程、油量、胎压与故障码；</li><li>骑行轨迹：自动记录路线、海拔与倾角，一键生成分享海报；</li><li>俱乐部：活动报名、签到与积分全部在线完成；</li><li>离线地图：无信号的山区也能查看路线与附近服务网点。</li></ul>
<p>App 还新增了保养提醒与在线预约功能，到店前即可查看工时与配件报价。iOS 与安卓用户均可在应用商店搜索“云岭摩托”下载更新。</p>`,
      `<p>Version 3.0 of the Yunling app launched on 24 February, with a full upgrade built around three things: your bike, your riding and your community.</p>
<ul><li>Connected bike: models with a TFT dash sync mileage, fuel level, tyre pressures and fault codes over Bluetooth;</li><li>Ride log: routes, altitude and lean angles are recorded automatically and turned into a shareable poster in one tap;</li><li>Club: sign up, check in and collect points for events entirely in the app;</li><li>Offline maps: see your route and nearby service points even where there is no signal.</li></ul>
<p>The app also adds service reminders and online booking, with labour and parts quotes before you arrive. Search for “Yunling Motor” in your app store on iOS or Android to update.</p>`,
    ),
    publishedAt: '2026-02-24',
    art: 'night-city',
  },
  {
    slug: 'mx-scooters-launch',
    column: 'info',
    title: t('MX 350 与 MX 500 大踏板双车上市', 'MX 350 and MX 500 Maxi-scooters Go On Sale'),
    summary: t(
      '云岭首次推出大踏板车型，32,800 元起，兼顾城市通勤与周末短途。',
      'Yunling’s first maxi-scooters start at 32,800 yuan, built for the commute and the weekend escape.',
    ),
    bodyHtml: t(
      `<p>3 月 18 日，云岭 MX 350 与 MX 500 两款大踏板同时上市，这也是云岭首次进入中大排量踏板市场。</p>
<h2>MX 350</h2>
<p>搭载 349 cc 水冷单缸，座下可放入两顶全盔，配备双前碟与牵引力控制，售价 32,800 元；尊享版增加 7 英寸 TFT 与弯道辅助照明，售价 34,800 元。</p>
<h2>MX 500</h2>
<p>采用 471 cc 并列双缸，倒置前叉与连杆后减震带来跑车般的操控，标配 7 英寸 TFT 与定速巡航，售价 34,800 元。</p>
<p>即日起，全国门店开放试驾预约，上市首月购车可享 2000 元限时优惠。</p>`,
      `<p>On 18 March Yunling launched two maxi-scooters, the MX 350 and MX 500 — our first entry into the mid-size scooter market.</p>
<h2>MX 350</h2>
<p>A 349 cc liquid-cooled single, room for two full-face helmets under the seat, twin front discs and traction control, for 32,800 yuan. The Premium version adds a 7-inch TFT and cornering lights for 34,800 yuan.</p>
<h2>MX 500</h2>
<p>A 471 cc parallel twin, upside-down fork and linkage rear shock give sportbike-like handling, with a 7-inch TFT and cruise control as standard, for 34,800 yuan.</p>
<p>Test rides can be booked at dealers nationwide from today, and buyers in the first month save 2,000 yuan.</p>`,
    ),
    publishedAt: '2026-03-18',
    art: 'night-city',
  },
  {
    slug: 'wind-tunnel-lab',
    column: 'info',
    title: t('研发中心整车风洞实验室正式投入使用', 'R&D Centre Opens Full-scale Wind Tunnel'),
    summary: t(
      '最高风速 250 km/h，可同时开展气动、热管理与骑士舒适性测试。',
      'With wind speeds up to 250 km/h, the tunnel tests aerodynamics, thermal management and rider comfort.',
    ),
    bodyHtml: t(
      `<p>5 月 20 日，云岭研发中心整车风洞实验室在昆明经开区正式投入使用，这是国内摩托车企业自建的首批整车风洞之一。</p>
<p>风洞最高风速 250 km/h，配备六分力天平与 3D 烟流可视化系统，可在同一工位上完成气动阻力、升力与热管理测试，并支持真人骑士坐姿下的头盔乱流评估。</p>
<blockquote>“过去我们要把样车运到外地排队做风洞试验，现在工程师早上改一个风挡，下午就能看到数据。”——云岭研发中心副主任 段丽华</blockquote>
<p>RR 1000 的碳纤维定风翼与 ST 800 的四档可调风挡，都曾在项目后期进入该风洞进行验证。</p>`,
      `<p>On 20 May the Yunling R&amp;D Centre’s full-scale wind tunnel went into service in the Kunming Economic and Technological Development Zone — one of the first complete-vehicle wind tunnels built by a Chinese motorcycle maker.</p>
<p>The tunnel reaches 250 km/h and is equipped with a six-component balance and 3D smoke visualisation, so drag, lift and thermal tests can all run on the same rig — including helmet-buffeting assessments with a real rider on board.</p>
<blockquote>“We used to truck prototypes across the country and wait our turn for tunnel time. Now an engineer can change a screen in the morning and have data by the afternoon.” — Duan Lihua, Deputy Director, Yunling R&amp;D Centre</blockquote>
<p>The RR 1000’s carbon winglets and the ST 800’s four-position screen were both validated in the tunnel late in their development.</p>`,
    ),
    publishedAt: '2026-05-20',
    art: 'lab',
  },
  {
    slug: 'rr-1000-deliveries',
    column: 'info',
    title: t('云岭 RR 1000 首批用户交付', 'First Yunling RR 1000s Handed Over to Customers'),
    summary: t(
      '首批 100 位车主在昆明赛道完成交车，并参加了厂队车手带队的赛道体验。',
      'The first 100 owners collected their bikes at a Kunming circuit and lapped it behind factory riders.',
    ),
    bodyHtml: t(
      `<p>6 月 18 日，云岭 RR 1000 首批用户交付仪式在昆明举行。100 位首批车主从厂队车手段志诚手中接过车钥匙。</p>
<p>交车后，车主们在专业教练与厂队车手的带领下进行了分组赛道体验，熟悉赛道模式、弯道 ABS 与双向快排的实际表现。</p>
<h2>交付说明</h2>
<ul><li>标准版 156,800 元，竞技版 172,800 元；</li><li>首批车主享赛道日课程一次与 2 年免费保养；</li><li>后续订单预计 8 至 10 周内交付。</li></ul>`,
      `<p>The first Yunling RR 1000s were delivered in Kunming on 18 June, with factory rider Duan Zhicheng handing keys to the first 100 owners.</p>
<p>Afterwards the owners lapped the circuit in groups behind instructors and factory riders, getting to know Track mode, cornering ABS and the two-way quickshifter for themselves.</p>
<h2>Delivery details</h2>
<ul><li>Standard 156,800 yuan; Race 172,800 yuan;</li><li>First owners receive a track-day course and two years of free servicing;</li><li>New orders are expected to be delivered within eight to ten weeks.</li></ul>`,
    ),
    publishedAt: '2026-06-18',
    art: 'race-track',
  },
  {
    slug: 'warranty-upgrade-2026',
    column: 'info',
    title: t('售后政策升级：发动机核心部件质保延长至 5 年', 'Warranty Upgrade: Engine Core Components Now Covered for Five Years'),
    summary: t(
      '自 7 月 1 日起购买的新车，发动机核心部件享 5 年或 5 万公里质保。',
      'New bikes bought from 1 July get a five-year or 50,000 km warranty on core engine parts.',
    ),
    bodyHtml: t(
      `<p>为回馈车主信任，云岭摩托宣布自 2026 年 7 月 1 日起全面升级售后政策。</p>
<ul><li>整车质保：3 年或 3 万公里（以先到者为准）；</li><li>发动机核心部件（缸体、缸头、曲轴、连杆、变速箱齿轮）：5 年或 5 万公里；</li><li>道路救援：质保期内全国 24 小时免费救援，200 公里内免拖车费。</li></ul>
<p>在 7 月 1 日前购车的车主，可在 2026 年 12 月 31 日前到授权服务店完成一次常规保养，即可同样享受发动机核心部件 5 年质保。</p>
<p>详情请咨询当地授权经销商，或拨打服务热线 400-700-3088。</p>`,
      `<p>To thank our riders for their trust, Yunling Motor is upgrading its after-sales policy from 1 July 2026.</p>
<ul><li>Whole-vehicle warranty: three years or 30,000 km, whichever comes first;</li><li>Core engine components (block, head, crankshaft, conrods, gearbox gears): five years or 50,000 km;</li><li>Roadside assistance: free 24-hour cover nationwide during the warranty, with towing free within 200 km.</li></ul>
<p>Owners who bought before 1 July can also get the five-year engine cover by completing a regular service at an authorised centre before 31 December 2026.</p>
<p>Ask your local authorised dealer for details or call our hotline on 400-700-3088.</p>`,
    ),
    publishedAt: '2026-07-08',
    art: 'dealer',
  },
  {
    slug: 'beginner-riding-tips',
    column: 'info',
    title: t('新手上路十条建议', 'Ten Tips for New Riders'),
    summary: t(
      '拿到驾照只是开始，这十条建议帮你平稳度过第一个 1000 公里。',
      'Passing your test is only the beginning. These ten tips will see you safely through your first 1,000 km.',
    ),
    bodyHtml: t(
      `<p>每年夏天都有大批新骑士拿到 D 照或 E 照。云岭骑士俱乐部教练团队根据多年培训经验，整理了以下十条建议。</p>
<ul><li>第一台车不必追求大排量，能轻松扶正、双脚着地最重要；</li><li>头盔、手套、护具和骑行靴，一件都不能少；</li><li>先在空旷场地练熟半离合起步、低速掉头与紧急制动；</li><li>视线看向想去的方向，而不是盯着障碍物；</li><li>刹车以前刹为主、后刹辅助，直线完成减速再入弯；</li><li>保持安全车距，不在大车盲区停留；</li><li>雨天、夜间尽量少骑，必须出行时降速慢行；</li><li>疲劳或饮酒后绝不骑车；</li><li>定期检查胎压、链条与刹车；</li><li>参加一次正规的骑行培训，会让你少走很多弯路。</li></ul>
<p>云岭骑士俱乐部每月在各地开设新手培训营，无驾驶经验的会员也可先以见习会员身份参加。</p>`,
      `<p>Every summer brings a wave of newly licensed riders. Drawing on years of training experience, the Yunling Riders Club instructors have put together ten tips.</p>
<ul><li>Your first bike doesn’t need to be big — being able to pick it up and put both feet down matters most;</li><li>Helmet, gloves, armour and boots: never leave any of them behind;</li><li>Practise clutch-control starts, slow U-turns and emergency stops in an empty car park first;</li><li>Look where you want to go, not at the thing you want to avoid;</li><li>Brake mainly with the front and support with the rear, and finish slowing in a straight line before the bend;</li><li>Keep a safe gap and never linger in a lorry’s blind spot;</li><li>Avoid riding in rain and at night where you can, and slow right down when you can’t;</li><li>Never ride tired or after drinking;</li><li>Check tyre pressures, chain and brakes regularly;</li><li>Take a proper riding course — it will save you a lot of trial and error.</li></ul>
<p>The Yunling Riders Club runs monthly beginner camps around the country, and members without riding experience can join as probationary members.</p>`,
    ),
    publishedAt: '2026-08-26',
    art: 'mountain-road',
  },
  {
    slug: 'winter-storage-guide',
    column: 'info',
    title: t('冬季停放保养指南：让爱车安心过冬', 'Winter Storage Guide: Putting Your Bike Away Properly'),
    summary: t('长期停放前做好五件事，来年开春一点就着。', 'Five jobs before a long lay-up mean your bike will start first time in spring.'),
    bodyHtml: t(
      `<p>北方地区陆续入冬，不少车主会让爱车“冬眠”两三个月。停放前花一个小时做好准备，可以避免来年开春出现电瓶亏电、油路堵塞等问题。</p>
<h2>停放前五件事</h2>
<ul><li>彻底清洗并擦干车辆，链条上油，裸露金属部位喷涂防锈剂；</li><li>加满油箱，并添加燃油稳定剂，防止油箱内壁生锈；</li><li>拆下电瓶或连接智能维护充电器；</li><li>胎压适当提高 0.2–0.3 bar，有条件可用驻车架让轮胎离地；</li><li>覆盖透气车罩，停放在干燥通风处。</li></ul>
<p>开春复骑前，建议到授权服务店进行一次复驶检查。12 月 1 日至明年 2 月 28 日，云岭授权服务店提供免费电瓶检测服务。</p>`,
      `<p>Winter is arriving across the north, and many owners will lay their bikes up for two or three months. An hour of preparation now prevents flat batteries and gummed-up fuel systems in spring.</p>
<h2>Five jobs before storage</h2>
<ul><li>Wash and dry the bike thoroughly, lube the chain and spray bare metal with corrosion protection;</li><li>Fill the tank and add fuel stabiliser to stop the inside of the tank rusting;</li><li>Remove the battery or connect a smart maintenance charger;</li><li>Add 0.2–0.3 bar to the tyres, or use paddock stands to lift them off the ground;</li><li>Cover the bike with a breathable cover somewhere dry and well ventilated.</li></ul>
<p>Before riding again in spring, book a recommissioning check at an authorised service centre. From 1 December to 28 February, Yunling service centres offer free battery testing.</p>`,
    ),
    publishedAt: '2026-11-18',
    art: 'workshop',
  },
];
