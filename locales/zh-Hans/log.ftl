## Game log lines (one per engine event) and the names they use.

seat-name = { $n }号位
role-lord = 主公
role-loyalist = 忠臣
role-rebel = 反贼
role-renegade = 内奸
phase-prepare = 准备阶段
phase-judge = 判定阶段
phase-draw = 摸牌阶段
phase-play = 出牌阶段
phase-discard = 弃牌阶段
phase-finish = 结束阶段
suit-spade = ♠
suit-heart = ♥
suit-club = ♣
suit-diamond = ♦
card-face = { $name }{ $suit }{ $rank }
card-virtual = { $name }（{ $cards }）
card-converted = { $name }（{ $via }：{ $cards }）
zone-deck = 牌堆
zone-discard = 弃牌堆
zone-processing = 处理区
zone-hand = { $seat }的手牌
zone-equip = { $seat }的装备区
zone-judge = { $seat }的判定区
nature-normal = 普通
nature-thunder = 雷电
nature-fire = 火焰
winner-lord = 主公和忠臣获胜
winner-rebels = 反贼获胜
winner-renegade = 内奸{ $seat }获胜
winner-aborted = 对局中止（引擎内部异常）
winner-draw = 平局
list-separator = 、
none = 无

log-game-started = 游戏开始，共{ $players }名玩家。
log-role-assigned = { $seat }的身份是{ $role }。
log-generals-offered = { $seat }可选的武将：{ $generals }。
log-general-chosen = { $seat }选择了武将{ $general }。
log-general-picked = { $seat }已选好武将。
log-hp-set = { $seat }的体力为{ $hp }/{ $max }。
log-turn-started = 第{ $turn }回合：{ $seat }的回合开始。
log-phase-started = { $seat }进入{ $phase }。
log-phase-skipped = { $seat }跳过了{ $phase }。
log-cards-moved = { $count }张牌从{ $from }移到{ $to }：{ $cards }。
log-cards-moved-hidden = { $count }张牌从{ $from }移到{ $to }。
log-deck-reshuffled = 弃牌堆洗入牌堆（{ $count }张）。
log-card-used = { $user }使用了{ $card }{ $targets }。
log-card-used-targets = ，目标：{ $targets }
log-card-played = { $seat }打出了{ $card }。
log-nullified = { $card }对{ $target }的效果被【无懈可击】抵消。
log-no-effect = { $card }对{ $target }无效。
log-slash-dodged = { $target }闪避了{ $source }的【杀】。
log-damage = { $target }受到{ $source }造成的{ $amount }点{ $nature }伤害，体力剩余{ $hp }。
log-damage-no-source = { $target }受到{ $amount }点{ $nature }伤害（无来源），体力剩余{ $hp }。
log-damage-prevented = 对{ $target }的伤害被防止。
log-hp-lost = { $seat }失去了{ $amount }点体力，体力剩余{ $hp }。
log-recovered = { $seat }回复了{ $amount }点体力，体力为{ $hp }。
log-judgement = { $seat }为{ $reason }进行判定，判定牌为{ $card }。
## What a judgement did: `$by` is the judging card or skill (its id), `$effect` whether it takes effect.
log-judgement-result = { $effect ->
    [yes] { $by ->
        [indulgence] 【{ $reason }】生效（{ $card }）：{ $seat }跳过{ phase-play }。
        [lightning] 【{ $reason }】生效（{ $card }）：{ $seat }将受到3点雷电伤害。
        [eight_diagram] 【{ $reason }】生效（{ $card }）：视为{ $seat }使用或打出了【{ card-jink }】。
        [ganglie] 【{ $reason }】生效（{ $card }）：伤害来源须弃置两张手牌或受到1点伤害。
        [luoshen] 【{ $reason }】生效（{ $card }）：{ $seat }获得此牌，可再次判定。
        [tieji] 【{ $reason }】生效（{ $card }）：此【{ card-slash }】不能被【{ card-jink }】响应。
       *[other] 【{ $reason }】生效（{ $card }）。
    }
   *[no] { $by ->
        [indulgence] 【{ $reason }】未生效（{ $card }）：{ $seat }照常进行{ phase-play }。
        [lightning] 【{ $reason }】未生效（{ $card }）：移至下一名角色。
       *[other] 【{ $reason }】未生效（{ $card }）。
    }
}
log-skill-invoked = { $seat }发动了【{ $skill }】。
log-dying = { $seat }进入濒死状态。
log-saved = { $seat }脱离了濒死状态。
log-died = { $seat }阵亡，身份是{ $role }。
log-reward = { $seat }击杀反贼，摸{ $cards }张牌。
log-penalty = { $seat }作为主公击杀了忠臣，弃置所有手牌和装备。
log-game-over = 游戏结束：{ $winner }。
log-target-changed = { $card }的目标改为{ $target }。
log-card-shown = { $seat }展示了{ $cards }。
log-declined = { $seat }没有救{ $dying }。
log-no-answer = 无人响应【{ $skill }】，{ $target }没有得到【{ $card }】。
log-declined-self = { $seat }没有救自己。
log-option-chosen = { $seat }为{ $reason }选择了{ $choice }。
log-mark-set = { $seat }获得标记：{ $mark }（{ $value }）。
log-mark-removed = { $seat }失去标记：{ $mark }。
log-recast = { $seat }重铸了{ $card }，摸一张牌。
mark-chained = 连环状态
mark-drunk = 酒
mark-turned-over = 翻面
mark-skill = { $skill }

# What a request asks for (a card pattern).
pattern-red = 红色牌
pattern-black = 黑色牌
pattern-colorless = 无色牌
pattern-suit = { $suit }牌
pattern-any = 任意牌
