// Deterministic forum-like text for the benches: Chinese and English words drawn with a skewed
// (Zipf-like) frequency, so some words are in many documents and most are rare, as in a real forum.

/** Mulberry32: a small seeded generator, so every run builds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const CHINESE_WORDS = (
  '我们 今天 一个 问题 大家 时候 已经 因为 所以 但是 如果 可以 觉得 知道 需要 应该 开始 现在 ' +
  '技术 开发 前端 后端 数据库 服务器 性能 优化 部署 测试 框架 组件 接口 缓存 索引 查询 搜索 中文 分词 ' +
  '算法 数据 结构 模型 训练 学习 教程 文档 社区 论坛 帖子 回复 评论 点赞 收藏 关注 粉丝 签到 积分 ' +
  '手机 电脑 键盘 显示器 耳机 相机 摄影 旅行 美食 咖啡 火锅 早餐 周末 假期 北京 上海 深圳 杭州 成都 ' +
  '工作 面试 简历 工资 加班 团队 项目 产品 设计 用户 体验 需求 上线 故障 日志 监控 报警 运维 容器 ' +
  '电影 音乐 小说 游戏 篮球 足球 跑步 健身 读书 写作 博客 笔记 总结 分享 推荐 求助 经验 心得 吐槽 ' +
  '天气 下雨 春天 夏天 秋天 冬天 城市 房子 租房 搬家 朋友 家人 孩子 父母 老师 学生 学校 大学 考试 ' +
  '安全 密码 登录 注册 权限 漏洞 攻击 加密 证书 网络 带宽 延迟 并发 线程 内存 磁盘 文件 备份 恢复 ' +
  '开源 许可 贡献 维护 版本 升级 兼容 迁移 重构 代码 审查 规范 注释 变量 函数 类型 编译 调试 发布'
).split(' ');

export const ENGLISH_WORDS = (
  'the a to and of in is it for on with this that you are be have not at but go js ts ' +
  'rust python java golang node react vue svelte astro docker kubernetes linux windows macos ' +
  'database mysql mariadb postgres redis index query search fulltext token latency cache server ' +
  'client request response error bug fix release version upgrade migration schema table column ' +
  'deploy build test coverage benchmark performance memory thread async await promise stream ' +
  'question answer help thanks great idea project team design review feature issue pull merge ' +
  'coffee travel photo camera music movie book weekend morning night city rain summer winter ' +
  'keyboard monitor laptop phone headphones running football basketball game chess garden cooking'
).split(' ');

export function pick<T>(items: readonly T[], random: () => number): T {
  // Squaring skews toward the front of the list: frequent words first, rare words last.
  return items[Math.floor(random() ** 2 * items.length)]!;
}

function chineseClause(random: () => number, words: number): string {
  let text = '';
  for (let index = 0; index < words; index += 1) text += pick(CHINESE_WORDS, random);
  return text;
}

function englishClause(random: () => number, words: number): string {
  const parts: string[] = [];
  for (let index = 0; index < words; index += 1) parts.push(pick(ENGLISH_WORDS, random));
  return parts.join(' ');
}

/** A title and a body: half Chinese, a quarter English, a quarter mixed. */
export function forumPost(random: () => number): { title: string; body: string } {
  const style = random();
  const clause = (words: number) => {
    if (style < 0.5) return chineseClause(random, words);
    if (style < 0.75) return englishClause(random, words);
    return random() < 0.5 ? chineseClause(random, words) : englishClause(random, words);
  };
  const title = clause(2 + Math.floor(random() * 5));
  const sentences: string[] = [];
  const count = 2 + Math.floor(random() * 6);
  for (let index = 0; index < count; index += 1) sentences.push(clause(4 + Math.floor(random() * 10)));
  return { title, body: sentences.join(style < 0.5 ? '。' : '. ') };
}
