/**
 * A fixed corpus of forum posts (half Chinese, half English) and the queries the relevance test
 * runs over it (tests/search/relevance.int.test.ts). Each query lists the documents that must be
 * on its first page (20 results); `titleFirst` pairs say that the first must rank above the second
 * (a title match above a newer body-only match).
 */
export interface CorpusDocument {
  key: string;
  kind: 'moment' | 'article';
  title: string;
  body: string;
  tags?: string[];
}

export interface RelevanceQuery {
  query: string;
  kind?: 'moment' | 'article';
  expected: string[];
  titleFirst?: Array<[string, string]>;
}

const moment = (key: string, title: string, body: string, tags?: string[]): CorpusDocument =>
  tags ? { key, kind: 'moment', title, body, tags } : { key, kind: 'moment', title, body };
const article = (key: string, title: string, body: string, tags?: string[]): CorpusDocument =>
  tags ? { key, kind: 'article', title, body, tags } : { key, kind: 'article', title, body };

/** In creation order: later documents are newer. */
export const RELEVANCE_CORPUS: CorpusDocument[] = [
  moment(
    'zh-search-title',
    '中文搜索为什么这么难',
    '很多论坛用 MySQL 自带的全文索引，结果两个字的词根本搜不到。',
  ),
  moment(
    'zh-go-intro',
    'Go 语言入门心得',
    '从 Python 转过来，最喜欢的是 goroutine 和简单的部署，一个二进制文件就够了。',
  ),
  moment(
    'zh-coffee',
    '周末去了一家新开的咖啡店',
    '手冲很好喝，老板推荐了埃塞俄比亚的豆子，环境也安静，适合看书。',
  ),
  moment(
    'zh-vue-component',
    'Vue3 组件通信总结',
    'props、emit、provide/inject 和 pinia 各有适用场景，小项目别一上来就用全局状态。',
  ),
  moment('zh-react-hooks', 'React Hooks 踩坑记录', 'useEffect 的依赖数组写错导致无限请求，排查了一下午。', [
    '前端',
  ]),
  moment(
    'zh-docker',
    '用 Docker 部署博客的完整步骤',
    '先写 Dockerfile，再用 compose 把数据库和应用一起启动，最后配置 Nginx 反向代理。',
  ),
  moment('zh-rent', '在上海租房的一些经验', '看房一定要白天去，注意采光和隔音，合同里写清楚押金怎么退。'),
  moment('zh-marathon', '第一次跑完全程马拉松', '后半程腿抽筋，靠意志力坚持到了终点，成绩五小时十分。'),
  moment('zh-book-club', '读书会本月书单', '这个月读《三体》和《活着》，周六下午在图书馆三楼讨论。'),
  moment('zh-hotpot', '成都火锅推荐', '本地朋友带去的老店，毛肚和鸭肠特别新鲜，排队要一个小时。'),
  moment('zh-interview', '前端面试被问到的问题', '闭包、事件循环、浏览器缓存、跨域，还有手写防抖节流。'),
  moment(
    'zh-mysql-index',
    'MySQL 索引优化笔记',
    '联合索引遵循最左前缀原则，覆盖索引可以避免回表，范围查询后面的列用不上索引。',
  ),
  moment('zh-camera', '入门相机怎么选', '预算五千左右，推荐先买二手微单加一支定焦镜头，练好构图比器材重要。'),
  moment('zh-cat', '家里的猫学会开门了', '每天早上五点准时来敲卧室的门，只好把门把手换成圆的。'),
  moment(
    'zh-kubernetes',
    'Kubernetes 集群升级记录',
    '从 1.27 升到 1.29，先升级控制面再逐个节点排空升级，全程没有停机。',
  ),
  moment(
    'zh-rust-learn',
    '学习 Rust 的第三周',
    '所有权和借用检查器终于有点感觉了，生命周期标注还是看不太懂。',
  ),
  moment(
    'zh-typescript',
    'TypeScript 类型体操真的有必要吗',
    '业务代码里用好泛型和联合类型就够了，复杂的条件类型留给库作者。',
  ),
  moment('zh-garden', '阳台种菜第一年', '小番茄和辣椒长得不错，生菜被虫子吃光了，明年试试防虫网。'),
  moment(
    'zh-travel-yunnan',
    '云南自驾十天路线分享',
    '昆明、大理、丽江、香格里拉，雨季路况不好，建议秋天去。',
  ),
  moment('zh-keyboard', '机械键盘换了静音轴', '办公室同事终于不抱怨了，手感比红轴稍微肉一点。'),
  moment(
    'zh-python-script',
    '用 Python 写了个自动整理照片的脚本',
    '按拍摄日期建文件夹，顺便把重复的照片删掉，省了很多时间。',
  ),
  moment(
    'zh-redis',
    'Redis 缓存击穿怎么处理',
    '热点数据加互斥锁，或者设置永不过期再异步刷新，布隆过滤器防穿透。',
  ),
  moment('zh-exam', '考研倒计时一百天', '数学每天两套真题，英语背单词，政治从下个月开始。'),
  moment('zh-movie', '最近看的几部电影', '《奥本海默》节奏很快，《流浪地球2》特效震撼，推荐去影院看。'),
  moment(
    'zh-forum-rules',
    '关于论坛发帖规范的建议',
    '标题写清楚问题，贴代码用代码块，求助时说明环境和版本。',
  ),
  moment(
    'zh-js-closure',
    'JS 闭包到底是什么',
    '函数和它创建时的词法环境组合在一起，就是闭包，常见于回调和模块。',
  ),
  moment('zh-linux', 'Linux 服务器被挖矿了', '排查发现弱密码的 SSH 被爆破，改成密钥登录并装了 fail2ban。'),
  moment('zh-startup', '创业一年的复盘', '产品方向调整了三次，最大的教训是太晚接触真实用户。'),
  moment('zh-coffee-machine', '家用咖啡机值得买吗', '每天喝两杯的话一年就回本了，半自动的清洗有点麻烦。'),
  moment('zh-tweet-rain', '', '下雨天适合在家写代码，顺便煮一锅面。'),
  moment('zh-tweet-cat', '', '猫又把键盘当床了，今天的提交记录里多了一串乱码。'),
  moment('zh-tweet-book', '', '睡前读了几页书，比刷手机舒服多了。'),
  moment('zh-search-body', '论坛功能更新', '这次更新加入了中文搜索，两个字也能搜到，还支持按时间筛选。'),
  moment('zh-vue-body', '前端周报第十期', '本期内容：Vue3 组件库选型、Vite 插件开发、CSS 容器查询。'),
  moment('zh-go-body', '后端语言怎么选', '团队里有人推 Go 有人推 Java，最后按招聘难度选了 Java。'),
  moment('zh-book-single', '二手书市集', '淘到一本八十年代的旧字典，封面都掉了。'),
  moment('zh-learning', '自学编程的建议', '先做一个自己想用的小项目，遇到问题再去查资料，比从头啃教程有效。'),
  moment('zh-mixed-api', 'API 设计的几个原则', '资源命名用名词，错误码要统一，分页用游标不要用偏移量。'),
  moment('zh-night', '加班到深夜', '上线出了故障，回滚之后才发现是配置文件写错了一个字母。'),
  moment('zh-dumpling', '冬至包饺子', '韭菜鸡蛋馅和猪肉白菜馅，一家人一起包，比外面买的好吃。'),
  moment('zh-badminton', '羽毛球约球', '每周三晚上七点，体育馆二号场，水平一般的朋友也欢迎。'),
  moment('zh-photo-walk', '周日扫街摄影活动', '路线从外滩到田子坊，带定焦镜头就够了，结束后一起吃饭。', [
    '摄影',
  ]),
  moment('zh-git', 'Git 分支管理规范', '主分支只接受合并请求，功能分支命名带上需求编号，发布前打标签。'),
  moment('zh-ai', 'AI 写代码靠谱吗', '生成的样板代码不错，但边界条件经常漏，审查还是不能省。'),
  moment('zh-tea', '喝茶入门', '绿茶用八十度的水，红茶可以用开水，普洱要先洗茶。'),
  moment(
    'en-search-title',
    'Why is search so hard on MySQL',
    'Short words and stopwords disappear from the fulltext index, so nobody finds anything.',
  ),
  moment(
    'en-go-title',
    'Go concurrency patterns I use every day',
    'Worker pools, fan-in with channels and a context for cancellation cover most of my needs.',
  ),
  moment(
    'en-js-title',
    'JS bundle size went down 40%',
    'We replaced moment with date-fns and lazy loaded the charts page.',
  ),
  moment(
    'en-coffee',
    'Best coffee grinder under 200 dollars',
    'A burr grinder matters more than the espresso machine. Mine is a Baratza Encore.',
  ),
  moment(
    'en-rust-book',
    'Finished the Rust book',
    'The chapters on ownership and lifetimes were the hardest but the most rewarding.',
  ),
  moment(
    'en-marathon',
    'Marathon training week 12',
    'Long run of 30 km today, legs are tired but the pace felt comfortable.',
  ),
  moment(
    'en-docker-compose',
    'Docker compose for local development',
    'One file starts the database, the cache and the app, and new people are productive on day one.',
  ),
  moment(
    'en-typescript',
    'TypeScript strict mode migration',
    'Turning on strict found 300 errors, most of them possible null values we never handled.',
  ),
  moment(
    'en-react',
    'React server components in practice',
    'Data fetching moved to the server and the client bundle got much smaller.',
  ),
  moment(
    'en-vue',
    'Vue 3 composition API tips',
    'Keep composables small, return refs, and name them with a use prefix.',
  ),
  moment(
    'en-kubernetes',
    'Kubernetes is overkill for small teams',
    'Three services on one VM with systemd were easier to run than a cluster.',
  ),
  moment(
    'en-garden',
    'Tomatoes finally turned red',
    'After a cold summer the garden gave us two baskets of cherry tomatoes.',
  ),
  moment(
    'en-bike',
    'Commuting by bike for a year',
    'I lost five kilos, saved money on transit and only got rained on twice a month.',
  ),
  moment(
    'en-keyboard',
    'Built my first mechanical keyboard',
    'Soldering the switches took an evening; the case is aluminium and very heavy.',
  ),
  moment(
    'en-python',
    'Python packaging is getting better',
    'With pyproject files and uv the setup for a new project takes a minute.',
  ),
  moment(
    'en-postgres',
    'Postgres vs MySQL for a forum',
    'Both are fine. Pick the one your host supports and learn its indexes well.',
  ),
  moment(
    'en-travel-japan',
    'Two weeks in Japan on a budget',
    'Rail pass, business hotels and convenience store breakfasts kept it cheap.',
  ),
  moment(
    'en-cat',
    'My cat learned to open doors',
    'She jumps on the handle every morning at five and walks into the bedroom.',
  ),
  moment(
    'en-interview',
    'Frontend interview questions I was asked',
    'Event loop, closures, CSS specificity and how the browser cache works.',
  ),
  moment(
    'en-linux',
    'Linux on an old laptop',
    'A ten year old ThinkPad runs a light desktop fine and the battery still lasts three hours.',
  ),
  moment(
    'en-camera',
    'Which camera for a beginner',
    'Buy a used mirrorless body and one prime lens, then practise composition.',
  ),
  moment(
    'en-redis',
    'Redis as a rate limiter',
    'A sorted set per user with timestamps gives a sliding window in a few lines.',
  ),
  moment(
    'en-git',
    'Git tricks for messy histories',
    'Interactive rebase, fixup commits and autosquash keep pull requests readable.',
  ),
  moment(
    'en-ai',
    'Using AI to write tests',
    'It is good at the boring cases; I still write the tricky edge cases myself.',
  ),
  moment(
    'en-chess',
    'Back to chess after ten years',
    'Online blitz is humbling. Studying endgames helped more than openings.',
  ),
  moment(
    'en-tea',
    'Green tea brewing temperature',
    'Water at 80 degrees keeps it from turning bitter; steep for two minutes.',
  ),
  moment(
    'en-the-best',
    'The best advice I got as a junior',
    'Read the error message slowly, then read it again. Then search for it.',
  ),
  moment(
    'en-the-theme',
    'A dark theme for the forum',
    'The new theme follows the system setting and keeps links readable.',
  ),
  moment(
    'en-go-body',
    'Choosing a backend language',
    'We compared Go, Java and Node for the new service and went with Go for the small memory use.',
  ),
  moment(
    'en-js-body',
    'Weekend project',
    'A small browser game in plain JS with a canvas and no framework at all.',
  ),
  moment(
    'en-search-body',
    'Forum update notes',
    'This release adds search with time filters and better results for short words.',
  ),
  moment(
    'en-vue-body',
    'Frontend newsletter 10',
    'In this issue: Vue 3 component libraries, Vite plugins and container queries.',
  ),
  moment(
    'en-startup',
    'One year of running a startup',
    'We changed direction three times. Talk to real users much earlier than we did.',
  ),
  moment(
    'en-dumplings',
    'Making dumplings with friends',
    'Pork and cabbage filling, folded badly but they tasted great.',
  ),
  moment(
    'en-badminton',
    'Badminton on Wednesday',
    'Court two at the sports hall at seven, all levels welcome.',
  ),
  moment('en-tweet-rain', '', 'Rainy day, good day for coding and a bowl of noodles.'),
  moment('en-tweet-book', '', 'Read a few pages of a paper book before bed instead of scrolling.'),
  moment(
    'en-photo-walk',
    'Sunday photo walk',
    'From the river to the old market, bring a prime lens, lunch afterwards.',
    ['photography'],
  ),
  moment(
    'en-api',
    'API design rules we follow',
    'Nouns for resources, one error format, cursor pagination instead of offsets.',
  ),
  moment(
    'en-night',
    'Late night outage',
    'The deploy broke login; one typo in a config file. Rolled back in ten minutes.',
  ),
  moment(
    'mix-vue-zh',
    'Vue3 组件库对比',
    'Element Plus、Naive UI 和 Ant Design Vue 的组件数量和文档质量对比。',
  ),
  moment(
    'mix-react-zh',
    'React 18 并发特性',
    '用 useTransition 把耗时的列表过滤变成低优先级更新，输入框不卡了。',
  ),
  moment(
    'mix-docker-en',
    'Docker 镜像瘦身',
    'multi-stage build 之后镜像从 1.2GB 降到 90MB，alpine 基础镜像要注意 musl。',
  ),
  moment(
    'mix-mysql-zh',
    'MySQL 中文全文搜索方案',
    '自带的 ngram 解析器在 MariaDB 里没有，我们在应用层把中文切成二元组再建索引。',
  ),
  article(
    'art-zh-search',
    '从零实现一个中文搜索引擎',
    '本文介绍分词、倒排索引和相关度排序，代码用 Go 实现，支持中文和英文混合查询。',
    ['搜索'],
  ),
  article('art-zh-vue', 'Vue3 组件设计模式', '受控组件和非受控组件、插槽的用法、组件之间如何解耦。'),
  article('art-zh-coffee', '咖啡豆烘焙度指南', '浅烘偏酸，深烘偏苦，中烘最适合入门，手冲建议用浅中烘。'),
  article('art-zh-rent', '北京租房避坑指南', '中介费、押一付三、隔断房的风险，以及如何和房东沟通。'),
  article('art-zh-marathon', '马拉松训练计划', '十六周训练计划，每周四练，包括间歇跑、节奏跑和长距离慢跑。'),
  article(
    'art-en-search',
    'Building search for a forum',
    'Tokenizing Chinese into bigrams, indexing short English words and ranking title matches first.',
    ['search'],
  ),
  article(
    'art-en-go',
    'Go error handling in large codebases',
    'Wrap errors with context, define sentinel errors sparingly and never ignore them.',
  ),
  article(
    'art-en-coffee',
    'A guide to coffee roast levels',
    'Light roasts are bright and acidic; dark roasts are bitter and heavy.',
  ),
  article(
    'art-en-marathon',
    'A sixteen week marathon plan',
    'Four runs a week: intervals, tempo, easy and a long slow run on Sunday.',
  ),
  article(
    'art-en-js',
    'Modern JS without a build step',
    'Native modules, import maps and a few small libraries are enough for many sites.',
  ),
];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Chinese: two characters
  {
    query: '中文',
    expected: ['zh-search-title', 'zh-search-body', 'mix-mysql-zh'],
    titleFirst: [['zh-search-title', 'zh-search-body']],
  },
  { query: '搜索', expected: ['zh-search-title', 'zh-search-body', 'mix-mysql-zh'] },
  { query: '咖啡', expected: ['zh-coffee', 'zh-coffee-machine'] },
  { query: '租房', expected: ['zh-rent'] },
  { query: '索引', expected: ['zh-mysql-index', 'zh-search-title', 'mix-mysql-zh'] },
  {
    query: '闭包',
    expected: ['zh-js-closure', 'zh-interview'],
    titleFirst: [['zh-js-closure', 'zh-interview']],
  },
  { query: '摄影', expected: ['zh-photo-walk'] },
  { query: '键盘', expected: ['zh-keyboard', 'zh-tweet-cat'] },
  { query: '猫', expected: ['zh-cat', 'zh-tweet-cat'] },
  { query: '书', expected: ['zh-book-club', 'zh-tweet-book', 'zh-book-single', 'zh-coffee'] },
  { query: '茶', expected: ['zh-tea'] },
  { query: '火锅', expected: ['zh-hotpot'] },
  { query: '马拉松', expected: ['zh-marathon'] },
  { query: '面试', expected: ['zh-interview'] },
  { query: '缓存', expected: ['zh-redis', 'zh-interview'] },
  { query: '部署', expected: ['zh-docker', 'zh-go-intro'], titleFirst: [['zh-docker', 'zh-go-intro']] },
  { query: '饺子', expected: ['zh-dumpling'] },
  { query: '升级', expected: ['zh-kubernetes'] },
  { query: '故障', expected: ['zh-night'] },
  { query: '中文搜索', expected: ['zh-search-title', 'zh-search-body', 'mix-mysql-zh'] },
  { query: '咖啡', kind: 'article', expected: ['art-zh-coffee'] },
  { query: '马拉松', kind: 'article', expected: ['art-zh-marathon'] },
  { query: '租房 上海', expected: ['zh-rent'] },
  // Mixed Chinese and Latin
  {
    query: 'Vue3 组件',
    expected: ['zh-vue-component', 'mix-vue-zh', 'zh-vue-body'],
    titleFirst: [['zh-vue-component', 'zh-vue-body']],
  },
  { query: 'Docker 部署', expected: ['zh-docker'] },
  { query: 'React 并发', expected: ['mix-react-zh'] },
  { query: 'MySQL 中文', expected: ['mix-mysql-zh'] },
  { query: 'Go 语言', expected: ['zh-go-intro'] },
  { query: '组件 Vue3', kind: 'article', expected: ['art-zh-vue'] },
  // English
  {
    query: 'go',
    expected: ['zh-go-intro', 'zh-go-body', 'en-go-title', 'en-go-body'],
    titleFirst: [
      ['en-go-title', 'en-go-body'],
      ['zh-go-intro', 'zh-go-body'],
    ],
  },
  {
    query: 'js',
    expected: ['en-js-title', 'en-js-body', 'zh-js-closure'],
    titleFirst: [['en-js-title', 'en-js-body']],
  },
  { query: 'search', expected: ['en-search-title', 'en-search-body', 'en-the-best'] },
  { query: 'coffee', expected: ['en-coffee'] },
  { query: 'marathon', expected: ['en-marathon'] },
  { query: 'Kubernetes', expected: ['zh-kubernetes', 'en-kubernetes'] },
  { query: 'typescript', expected: ['zh-typescript', 'en-typescript'] },
  { query: 'rust', expected: ['zh-rust-learn', 'en-rust-book'] },
  { query: 'cat', expected: ['en-cat'] },
  { query: 'bike', expected: ['en-bike'] },
  { query: 'photography', expected: ['en-photo-walk'] },
  { query: 'the error', expected: ['en-the-best'] },
  { query: 'the theme', expected: ['en-the-theme'] },
  { query: 'a dark theme', expected: ['en-the-theme'] },
  { query: 'Vue 3 composition', expected: ['en-vue'] },
  { query: 'cursor pagination', expected: ['en-api'] },
  { query: 'compose', expected: ['en-docker-compose', 'zh-docker'] },
  { query: 'Redis', expected: ['zh-redis', 'en-redis'] },
  { query: 'coffee', kind: 'article', expected: ['art-en-coffee'] },
  { query: 'marathon plan', kind: 'article', expected: ['art-en-marathon'] },
  { query: 'search', kind: 'article', expected: ['art-en-search'] },
  { query: 'JS', kind: 'article', expected: ['art-en-js'] },
  {
    query: 'mysql',
    expected: ['zh-mysql-index', 'zh-search-title', 'en-search-title', 'en-postgres', 'mix-mysql-zh'],
  },
];
