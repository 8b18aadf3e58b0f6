import type { SeedNews } from '../types.ts';
import { t } from './helpers.ts';

/** "Latest events" column. */
export const newsEvents: SeedNews[] = [
  {
    slug: 'dealer-conference-2025',
    column: 'events',
    title: t('云岭摩托 2025 全国经销商大会在昆明举行', 'Yunling Motor Holds 2025 National Dealer Conference in Kunming'),
    summary: t(
      '来自全国 26 个省区市的 300 余家经销商齐聚春城，共同发布“渠道 2025”计划。',
      'More than 300 dealers from 26 provinces gathered in Kunming as the company unveiled its Channel 2025 plan.',
    ),
    bodyHtml: t(
      `<p>2 月 16 日，云岭摩托 2025 全国经销商大会在昆明举行。来自全国 26 个省、自治区、直辖市的 300 余家经销商代表与公司管理团队齐聚一堂，回顾过去一年的成绩，共商新一年的发展。</p>
<h2>2024 年成绩回顾</h2>
<p>2024 年，云岭摩托国内零售销量同比增长 18%，中大排量车型占比首次突破 40%，全年新增一级经销网点 42 家。</p>
<h2>“渠道 2025”计划</h2>
<ul><li>新建及升级 60 家品牌形象店，重点布局西南、华南与华东地区；</li><li>推行全国统一的售后服务标准与配件价格；</li><li>上线经销商数字化管理平台，打通试驾、订单与售后数据。</li></ul>
<p>大会现场还表彰了 2024 年度优秀经销商，昆明滇池旗舰店、成都武侯店与广州番禺店获评“年度五星服务店”。</p>`,
      `<p>On 16 February, Yunling Motor held its 2025 National Dealer Conference in Kunming. More than 300 dealer representatives from 26 provinces, autonomous regions and municipalities joined the management team to look back on the past year and plan the next.</p>
<h2>2024 in review</h2>
<p>Domestic retail sales grew 18% year on year in 2024, mid- and large-displacement models passed 40% of the mix for the first time, and 42 new first-tier dealerships joined the network.</p>
<h2>The Channel 2025 plan</h2>
<ul><li>Open or upgrade 60 brand-standard showrooms, focusing on the southwest, south and east of China;</li><li>Roll out nationwide after-sales standards and uniform parts pricing;</li><li>Launch a digital dealer platform linking test rides, orders and service records.</li></ul>
<p>The evening closed with the 2024 dealer awards: Kunming Dianchi Flagship, Chengdu Wuhou and Guangzhou Panyu were named Five-Star Service Dealers of the Year.</p>`,
    ),
    publishedAt: '2025-02-18',
    art: 'dealer',
  },
  {
    slug: 'factory-open-day-2025',
    column: 'events',
    title: t('两千名车友走进云岭呈贡智造基地', '2,000 Riders Visit Our Chenggong Plant on Factory Open Day'),
    summary: t(
      '发动机装配线、涂装车间与试车跑道首次全面向公众开放，车友亲眼见证一台摩托车的诞生。',
      'The engine line, paint shop and test track opened to the public for the first time, letting riders watch a motorcycle come to life.',
    ),
    bodyHtml: t(
      `<p>4 月 19 日至 20 日，云岭摩托在昆明呈贡智造基地举办首届“工厂开放日”，两天内共接待车友及家属 2000 余人。</p>
<p>参观路线覆盖发动机装配、车架焊接、涂装与整车总装四大车间。在发动机装配线旁，工程师现场演示了曲轴动平衡检测与气门间隙调整；在总装线末端，每一台下线车辆都要经过转毂测试与 58 项终检。</p>
<blockquote>“我们希望车友看到的，不只是漂亮的车，还有背后一颗颗拧紧的螺丝。”——云岭摩托制造中心总经理 何建平</blockquote>
<p>活动期间，试车跑道开放了 AT 800 与 NK 500 的封闭场地体验，并由俱乐部教练带来安全骑行讲座。不少车友带着孩子前来，在互动区亲手组装了迷你发动机模型。</p>`,
      `<p>On 19–20 April, Yunling Motor opened the doors of its Chenggong plant in Kunming for our first Factory Open Day, welcoming more than 2,000 riders and their families over the weekend.</p>
<p>The tour took in all four main halls — engine assembly, frame welding, paint and final assembly. Beside the engine line, engineers demonstrated crankshaft balancing and valve-clearance checks; at the end of the assembly line, every finished bike goes through a rolling-road test and a 58-point final inspection.</p>
<blockquote>“We don’t just want riders to see beautiful bikes — we want them to see every bolt that was tightened along the way.” — He Jianping, General Manager, Manufacturing Centre</blockquote>
<p>The test track was open for closed-course rides on the AT 800 and NK 500, and club instructors ran safe-riding talks. Plenty of riders brought their children, who built miniature engine models in the hands-on zone.</p>`,
    ),
    publishedAt: '2025-04-21',
    art: 'factory',
  },
  {
    slug: 'alxa-rally-2025',
    column: 'events',
    title: t('云岭厂队包揽 2025 阿拉善沙漠拉力赛 450 组冠亚军', 'Yunling Factory Team Takes 1–2 in the 450 Class at the 2025 Alxa Desert Rally'),
    summary: t(
      '杨骁、李沐阳驾驶 RX 450 完成六个赛段、1800 公里的沙漠角逐，分获 450 组冠军与亚军。',
      'Riding the RX 450, Yang Xiao and Li Muyang finished first and second in the 450 class after six stages and 1,800 km of desert.',
    ),
    bodyHtml: t(
      `<p>6 月 8 日，2025 阿拉善沙漠拉力赛在内蒙古阿拉善盟落下帷幕。云岭厂队车手杨骁与李沐阳驾驶 RX 450 拉力车，分获摩托车 450 组冠军与亚军。</p>
<p>本届比赛共设六个赛段，总里程约 1800 公里，其中近七成为沙丘与戈壁路段。第四赛段遭遇强沙尘天气，能见度不足 50 米，杨骁凭借稳定的导航判断扩大了领先优势。</p>
<h2>赛车表现</h2>
<ul><li>两台 RX 450 全程无机械故障完赛；</li><li>23 L 分置油箱满足最长 420 公里的无补给赛段；</li><li>300 mm 长行程悬挂在高速沙丘段表现稳定。</li></ul>
<p>RX 450 厂队复刻版已同步开放预订，与冠军赛车共享悬挂调校与沙漠越野胎配置。</p>`,
      `<p>The 2025 Alxa Desert Rally finished on 8 June in Alxa League, Inner Mongolia, with Yunling factory riders Yang Xiao and Li Muyang taking first and second place in the 450 motorcycle class aboard the RX 450.</p>
<p>The six-stage event covered around 1,800 km, nearly 70% of it across dunes and gravel plains. On stage four a sandstorm cut visibility to under 50 metres, and Yang’s calm navigation stretched his lead.</p>
<h2>How the bikes performed</h2>
<ul><li>Both RX 450s finished without a single mechanical failure;</li><li>The split 23-litre tanks covered the longest unassisted stage of 420 km;</li><li>The 300 mm long-travel suspension stayed composed through fast dune sections.</li></ul>
<p>Orders are now open for the RX 450 Factory Replica, which shares the winning bikes’ suspension settings and desert tyres.</p>`,
    ),
    publishedAt: '2025-06-10',
    art: 'desert',
  },
  {
    slug: 'club-third-anniversary-ride',
    column: 'events',
    title: t('云岭骑士俱乐部三周年：滇西大环线千里同行', 'Riders Club Turns Three with a 1,000 km West Yunnan Loop'),
    summary: t(
      '来自 12 支地区车队的 360 名会员，用 7 天时间完成昆明—大理—丽江—香格里拉大环线。',
      '360 members from 12 regional teams completed the Kunming–Dali–Lijiang–Shangri-La loop in seven days.',
    ),
    bodyHtml: t(
      `<p>7 月 20 日至 26 日，云岭骑士俱乐部迎来成立三周年。来自全国 12 支地区车队的 360 名会员从昆明出发，途经大理、丽江，抵达香格里拉后折返，全程约 1100 公里。</p>
<p>车队按照“领骑—中队—收尾”编组行进，每 30 台车配备一名俱乐部认证教练与一台保障车。七天里，全员零事故，所有车辆均顺利返程。</p>
<blockquote>“三年前我们只有几十名会员，如今一起出发的已经是几百台车。骑得远，更要骑得安全。”——云岭骑士俱乐部秘书长 周琳</blockquote>
<p>在洱海边的周年晚会上，俱乐部为 40 名完成“年度安全骑行 5000 公里”的会员颁发了纪念徽章。</p>`,
      `<p>From 20 to 26 July, the Yunling Riders Club celebrated its third birthday. 360 members from 12 regional teams set out from Kunming, rode through Dali and Lijiang to Shangri-La and back — roughly 1,100 km in all.</p>
<p>The group rode in lead, main and sweep formations, with one club-certified instructor and a support vehicle for every 30 bikes. Over seven days there was not a single accident, and every bike made it home.</p>
<blockquote>“Three years ago we had a few dozen members. Now we set off hundreds of bikes strong. Going further means riding safer.” — Zhou Lin, Secretary General, Yunling Riders Club</blockquote>
<p>At the anniversary dinner on the shore of Erhai Lake, 40 members received badges for logging 5,000 km of incident-free riding during the year.</p>`,
    ),
    publishedAt: '2025-07-28',
    art: 'club-ride',
  },
  {
    slug: 'cimamotor-2025',
    column: 'events',
    title: t('2025 中国国际摩博会：RR 1000 与 CR 1300 双车首发', 'CIMAMotor 2025: RR 1000 and CR 1300 Make Their Debut'),
    summary: t(
      '云岭摩托在重庆摩博会发布旗舰超跑 RR 1000 与性能巡航 CR 1300，标志品牌正式进入千级排量市场。',
      'At the Chongqing show, Yunling unveiled the RR 1000 superbike and CR 1300 power cruiser, marking its entry into the litre-class market.',
    ),
    bodyHtml: t(
      `<p>9 月 12 日，第二十三届中国国际摩托车博览会（CIMAMotor 2025）在重庆开幕。云岭摩托以“向上”为主题，携 16 款量产车与 2 款概念车参展。</p>
<h2>两款千级旗舰首发</h2>
<p>RR 1000 搭载 998 cc 直列四缸发动机，最大功率 154 kW，配备碳纤维定风翼与六轴 IMU 电子系统；CR 1300 则采用 1282 cc 水冷 V 型双缸，最大扭矩 128 N·m，配 240 mm 超宽后胎。</p>
<p>两款车型的量产版将于 2026 年上半年陆续交付。展会期间，云岭展台共接待观众逾 8 万人次，收到意向订单 1200 余份。</p>`,
      `<p>The 23rd China International Motorcycle Trade Exhibition (CIMAMotor 2025) opened in Chongqing on 12 September. Under the theme “Rising”, Yunling Motor showed 16 production bikes and two concepts.</p>
<h2>Two litre-class flagships</h2>
<p>The RR 1000 is powered by a 998 cc inline-four producing 154 kW, with carbon-fibre winglets and a six-axis IMU electronics suite. The CR 1300 uses a 1,282 cc liquid-cooled V-twin with 128 Nm of torque and a 240-section rear tyre.</p>
<p>Production versions of both bikes will reach customers during the first half of 2026. Over the show, the Yunling stand welcomed more than 80,000 visitors and took over 1,200 expressions of interest.</p>`,
    ),
    publishedAt: '2025-09-16',
    art: 'expo',
  },
  {
    slug: 'eicma-2025-at1250',
    column: 'events',
    title: t('米兰 EICMA 2025：AT 1250 全球首发，云岭进军欧洲', 'EICMA 2025: AT 1250 World Premiere as Yunling Enters Europe'),
    summary: t(
      '旗舰探索车 AT 1250 在米兰全球首发，云岭同时宣布首批进入西班牙、葡萄牙与意大利市场。',
      'The AT 1250 flagship adventure bike premiered in Milan, as Yunling confirmed its first European markets: Spain, Portugal and Italy.',
    ),
    bodyHtml: t(
      `<p>11 月 4 日，第 82 届米兰国际摩托车展（EICMA 2025）开幕。云岭摩托首次以独立展台亮相，旗舰探索车 AT 1250 在此全球首发。</p>
<p>AT 1250 搭载 1198 cc 75° V 型双缸发动机与轴传动系统，标配弯道 ABS、倾角感应牵引力控制与双向快排；豪华旅行版还配备电子半主动悬挂。</p>
<h2>欧洲市场布局</h2>
<ul><li>2026 年一季度起，西班牙、葡萄牙、意大利三国开始销售；</li><li>在巴塞罗那设立欧洲配件中心，常备配件 4000 余种；</li><li>欧洲用户同享整车 3 年不限里程质保。</li></ul>
<p>云岭摩托总裁表示，欧洲市场对中大排量探索车有着成熟的需求，云岭将以产品力和服务赢得当地骑士的信任。</p>`,
      `<p>The 82nd EICMA show opened in Milan on 4 November. Yunling Motor exhibited on its own stand for the first time, choosing the show for the world premiere of its flagship AT 1250.</p>
<p>The AT 1250 pairs a 1,198 cc 75° V-twin with shaft drive, and comes with cornering ABS, lean-sensitive traction control and an up/down quickshifter as standard; the Touring GT adds electronic semi-active suspension.</p>
<h2>Our European plans</h2>
<ul><li>Sales start in Spain, Portugal and Italy from the first quarter of 2026;</li><li>A European parts hub in Barcelona will stock more than 4,000 part numbers;</li><li>European customers get a three-year, unlimited-mileage warranty.</li></ul>
<p>Yunling’s president said European riders have a mature appetite for mid- and large-capacity adventure bikes, and that Yunling intends to earn their trust with the product and the service behind it.</p>`,
    ),
    publishedAt: '2025-11-06',
    art: 'expo',
  },
  {
    slug: 'racing-season-review-2025',
    column: 'events',
    title: t('云岭厂队 2025 赛季回顾：两冠一季', 'Factory Team 2025 Season Review: Two Titles and a Podium'),
    summary: t(
      '和晓峰夺得全国公路超级联赛 800 组年度冠军，段志诚位列 1000 组年度第三。',
      'He Xiaofeng won the National Road Racing Super League 800 title, while Duan Zhicheng finished third in the 1000 class.',
    ),
    bodyHtml: t(
      `<p>随着 12 月珠海站的结束，云岭厂队 2025 赛季正式收官。全年共参加公路与拉力两大类 14 站比赛，收获 2 项年度冠军与 1 项年度季军。</p>
<ul><li>阿拉善沙漠拉力赛 450 组：杨骁冠军，李沐阳亚军；</li><li>全国摩托车公路超级联赛 800 组：和晓峰年度冠军（RR 800）；</li><li>全国摩托车公路超级联赛 1000 组：段志诚年度第三（RR 1000 原型车）。</li></ul>
<p>2026 赛季，厂队将新增 RS 250 单一品牌杯赛，面向 18 至 25 岁的年轻车手开放选拔，首站定于 4 月的昆明站。</p>`,
      `<p>With the December round in Zhuhai complete, the Yunling factory team has closed its 2025 season: 14 road and rally events, two championship titles and one championship podium.</p>
<ul><li>Alxa Desert Rally, 450 class: Yang Xiao first, Li Muyang second;</li><li>National Road Racing Super League, 800 class: He Xiaofeng champion (RR 800);</li><li>National Road Racing Super League, 1000 class: Duan Zhicheng third overall (RR 1000 prototype).</li></ul>
<p>For 2026 the team adds the RS 250 one-make cup, open to riders aged 18 to 25. The first round will be held in Kunming in April.</p>`,
    ),
    publishedAt: '2026-01-12',
    art: 'race-track',
  },
  {
    slug: 'chengdu-tianfu-flagship-opening',
    column: 'events',
    title: t('云岭摩托成都天府旗舰店盛大开业', 'Yunling Chengdu Tianfu Flagship Store Opens Its Doors'),
    summary: t(
      '西南地区面积最大的云岭品牌旗舰店落户成都天府新区，集销售、售后、改装与骑行培训于一体。',
      'Our largest showroom in southwest China opens in Chengdu’s Tianfu New Area, combining sales, service, customisation and rider training.',
    ),
    bodyHtml: t(
      `<p>5 月 1 日，云岭摩托成都天府旗舰店正式开业。新店建筑面积 3200 平方米，是云岭在西南地区规模最大的品牌旗舰店。</p>
<p>旗舰店一层为全系车型展厅与骑行装备区，二层设有改装工作室与云岭骑士俱乐部成都会员之家，后场配备 8 个维修工位与 1 条封闭试驾道。</p>
<p>开业当天，成都锦城队与天府队共 120 余名会员骑车到场助阵。即日起至 5 月 31 日，在该店购车可享受首次保养免费及价值 2000 元的骑行装备礼包。</p>`,
      `<p>On 1 May, Yunling Motor’s Chengdu Tianfu Flagship Store officially opened. At 3,200 square metres, it is our largest brand showroom in southwest China.</p>
<p>The ground floor houses the full model line-up and riding gear; upstairs there is a customisation studio and the Chengdu clubhouse of the Yunling Riders Club, while the back of house has eight service bays and a closed test-ride lane.</p>
<p>More than 120 members of the Chengdu Jincheng and Tianfu teams rode in for the opening. Customers buying a bike at the store before 31 May receive a free first service and a riding-gear pack worth 2,000 yuan.</p>`,
    ),
    publishedAt: '2026-05-02',
    art: 'dealer',
  },
  {
    slug: 'cimamotor-2026',
    column: 'events',
    title: t('2026 中国国际摩博会：SF 1000 街霸与 AT 800 拉力版亮相', 'CIMAMotor 2026: SF 1000 Streetfighter and AT 800 Rally Take the Stage'),
    summary: t(
      '云岭在重庆摩博会发布 SF 1000 街霸，并带来 AT 800 拉力版与全新 App 车联网功能。',
      'In Chongqing, Yunling launched the SF 1000 streetfighter alongside the AT 800 Rally and new connected-bike features in the Yunling app.',
    ),
    bodyHtml: t(
      `<p>9 月 18 日，CIMAMotor 2026 在重庆国际博览中心开幕。云岭摩托以“山野与城市”为主题布置展台，展出车型 20 款。</p>
<h2>SF 1000 正式发布</h2>
<p>SF 1000 以 RR 1000 的直列四缸为基础重新调校，最大功率 132 kW，在 9000 r/min 即可输出 110 N·m 峰值扭矩；R 版配备电子半主动悬挂。官方指导价 128,800 元起。</p>
<p>同台亮相的 AT 800 拉力版配备 240 mm 行程全可调悬挂，离地间隙提升至 260 mm，专为硬派越野玩家打造。</p>
<blockquote>“街车要的是每一个路口的冲劲，我们把超跑的心脏调得更懂城市。”——云岭研发中心动力总成首席工程师 孙一鸣</blockquote>`,
      `<p>CIMAMotor 2026 opened at the Chongqing International Expo Center on 18 September. Yunling Motor’s stand, themed “Mountains and Cities”, featured 20 bikes.</p>
<h2>SF 1000 launched</h2>
<p>The SF 1000 takes the RR 1000’s inline-four and retunes it for the street: 132 kW, with peak torque of 110 Nm arriving at 9,000 rpm. The R version adds electronic semi-active suspension. Prices start at 128,800 yuan.</p>
<p>Alongside it stood the AT 800 Rally, with 240 mm of fully adjustable suspension travel and ground clearance raised to 260 mm for hard-core off-road riders.</p>
<blockquote>“A naked bike is about punch out of every junction. We’ve taught a superbike heart to speak city.” — Sun Yiming, Chief Powertrain Engineer, Yunling R&amp;D Centre</blockquote>`,
    ),
    publishedAt: '2026-09-20',
    art: 'expo',
  },
  {
    slug: 'eicma-2026',
    column: 'events',
    title: t('EICMA 2026：云岭欧洲阵容扩至九国', 'EICMA 2026: Yunling Expands to Nine European Markets'),
    summary: t(
      'SF 1000 欧洲首秀，云岭同时宣布 2027 年进入德国、法国等六个新市场。',
      'The SF 1000 made its European debut as Yunling announced six new markets, including Germany and France, for 2027.',
    ),
    bodyHtml: t(
      `<p>11 月 10 日，云岭摩托第二次参加米兰 EICMA 展会。SF 1000 街霸与 AT 800 拉力版在欧洲首次公开亮相。</p>
<p>进入欧洲一年来，云岭在西班牙、葡萄牙和意大利建立了 38 家授权经销商，AT 800 与 AT 1250 成为最受欢迎的两款车型。</p>
<h2>2027 年新市场</h2>
<ul><li>德国、法国、荷兰、比利时、奥地利与瑞士六国将于 2027 年陆续开售；</li><li>欧洲经销网点目标超过 100 家；</li><li>欧洲用户可通过云岭 App 预约试驾与保养。</li></ul>
<p>展会期间，云岭还展示了一款面向城市通勤的电动踏板概念车，量产计划将于明年公布。</p>`,
      `<p>On 10 November Yunling Motor returned to EICMA in Milan for the second time, giving the SF 1000 streetfighter and AT 800 Rally their European public debut.</p>
<p>In our first year in Europe we have signed 38 authorised dealers across Spain, Portugal and Italy, with the AT 800 and AT 1250 proving the most popular models.</p>
<h2>New markets for 2027</h2>
<ul><li>Sales will start during 2027 in Germany, France, the Netherlands, Belgium, Austria and Switzerland;</li><li>We aim to have more than 100 European dealers;</li><li>European customers can book test rides and services through the Yunling app.</li></ul>
<p>Yunling also showed an electric city-scooter concept at the show; production plans will be announced next year.</p>`,
    ),
    publishedAt: '2026-11-12',
    art: 'expo',
  },
];
