## Interface text: prompts, options, refusals.

ui-title = 三国杀
ui-you-are = 你是{ $seat }，身份：{ $role }。
ui-your-hand = 手牌：{ $cards }
ui-seat-line = { $seat }{ $role }　体力 { $hp }/{ $max }　手牌 { $hand }　装备 { $equip }　判定区 { $judge }
ui-dead = （阵亡）
ui-deck-line = 牌堆 { $deck } 张，弃牌堆 { $discard } 张
ui-enter-number = 输入编号：
ui-enter-targets = 输入目标座位号（空格分隔）：
ui-enter-cards = 输入牌的编号（空格分隔）：
ui-invalid-input = 无效的输入。
ui-refused = 不能这样做：{ $why }
ui-waiting = 等待{ $seat }……
ui-yes = 是
ui-no = 否
ui-ai-seat = 电脑
prompt-play = 出牌阶段：选择要使用的牌。
prompt-respond = { $reason }：是否{ $using ->
    [yes] 使用
   *[no] 打出
}一张{ $card }？
prompt-choose-cards = { $reason }：选择{ $min }～{ $max }张牌。
prompt-choose-seats = { $reason }：选择{ $min }～{ $max }名角色。
prompt-choose-option = { $reason }：请选择一项。
prompt-confirm = 是否发动【{ $skill }】？
prompt-arrange = { $reason }：排列这些牌。
prompt-distribute = { $reason }：分配这些牌。
reason-choose-general = 选将
reason-play-phase = 出牌阶段
reason-discard-phase = 弃牌阶段
reason-dying = { $seat }濒死
reason-card = { $card }
reason-card-about = { $card }（{ $seat }）
option-end-phase = 结束出牌
option-pass = 不出
option-use = 使用{ $card }
option-convert = 发动{ $skill }，将{ $count }张手牌当{ $card }
option-hidden-card = { $seat }的第{ $index }张手牌
choice-discard-card = 弃置一张手牌
choice-let-draw = 令对方摸一张牌
choice-take-damage = 受到1点伤害
illegal-game-over = 游戏已经结束。
illegal-not-your-turn = 现在轮到{ $seat }。
illegal-wrong-kind = 这个回答与询问不符。
illegal-not-an-option = 这不是可选的选项。
illegal-not-your-card = 这张牌不能在这里选择。
illegal-wrong-count = 需要选择{ $min }～{ $max }项，实际选了{ $got }项。
illegal-duplicate = 同一项被选了两次。
illegal-bad-target = { $seat }不是合法目标（距离或条件不符）。
illegal-cannot-pass = 这里不能放弃。
skill-offensive_horse = -1马
skill-defensive_horse = +1马
reason-trigger-order = 选择技能发动的顺序
choice-discard-two = 弃置两张手牌
choice-recover = 回复1点体力
choice-draw = 摸一张牌

## Desktop client
ui-new-game = 新游戏
ui-quit = 退出
ui-language = 语言
ui-players = 名玩家
ui-seat-human = 玩家
ui-seat-ai-easy = 电脑（简单）
ui-seat-ai-normal = 电脑（普通）
ui-seat-ai-hard = 电脑（困难）
ui-generals = 使用武将
ui-ex-cards = 加入EX卡牌
ui-seed = 随机种子（可选）
ui-back = 返回
ui-start = 开始
ui-confirm = 确定
ui-keep-order = 按此顺序放回牌堆顶
ui-give-to = 全部交给{ $seat }
ui-targets = 目标：
ui-turn-line = 第{ $turn }回合 · { $seat }
ui-log = 记录
ui-curtain = 请{ $seat }就座
ui-curtain-ready = 我是{ $seat }，继续
ui-curtain-wait = 电脑行动中，请稍候……
ui-spectating = 你已阵亡，电脑继续对局。
ui-spectating-all = 所有玩家均已阵亡，电脑继续对局。
ui-skip-to-end = 跳到结局（End键）
ui-skipping = 正在结束对局……
ui-handover = 请{ $seat }就座，其他人请回避。准备好后按回车。
ui-game-seed = 本局种子：{ $seed }（用于重现与报告问题）
ui-term-out = 你已出局，电脑继续对局。按回车逐回合观看，输入 s 再按回车跳到结局。
ui-term-next-turn = （回车：下一回合 · s：跳到结局）
ui-hand-count = 手牌 { $n }
ui-distance = 距离 { $d } · { $range ->
    [yes] 在攻击范围内
   *[no] 不在攻击范围内
}
ui-hp-full = ●
ui-hp-empty = ○
ui-settings = 设置
ui-ui-scale = 界面缩放
ui-ai-delay = 电脑思考时间（秒）
ui-animation-speed = 动画速度

## Language names, each in its own script
lang-zh-Hans = 简体中文
lang-zh-Hant = 繁體中文
lang-ja = 日本語
lang-en = English

## Why a seat cannot be targeted
why-dead = 已阵亡
why-yourself = 不能以自己为目标
why-out-of-range = 距离不够：{ $distance } > 攻击范围 { $range }
why-too-far = 距离不够：{ $distance } > 1
why-no-cards = 没有可以选择的牌
why-immune = 受技能保护，不能成为目标
why-already-has = 判定区已有同名牌
why-no-weapon = 没有装备武器
why-drawn-to = { $seat }在攻击范围内，杀只能指定其为目标（同疾）
ui-cannot-use-now = 现在不能使用这张牌
faction-wei = 魏
faction-shu = 蜀
faction-wu = 吴
faction-qun = 群
ui-choose = 选择
ui-winner = 胜利
ui-turns-played = 共进行了{ $turns }个回合。
ui-ask-all-humans = 多人同屏时，每次响应都询问所有玩家（不泄露手牌）
ui-continue = 继续
ui-save-broken = 存档无法读取：{ $why }（文件已保留）
