## 规则教程：课程标题、目标和每一步的说明。卡牌名引用 cards.ftl，保证各语言一致。

ui-tutorial = 教程
ui-tutorial-intro = 每一课都在真实的牌桌上进行：读说明，然后亲手操作。
ui-lesson-start = 开始
ui-lesson-again = 重学
ui-lesson-done = 已完成
ui-lesson-next = 继续
ui-lesson-replay = 重放
ui-lesson-finished = 本课完成！
ui-lesson-back = 返回课程列表
ui-lesson-step = 第 { $n } / { $total } 步
ui-lesson-refused = 没有执行：{ $why }
tut-not-this = 这一步可以这样做，但本课想让你做说明里的操作。

lesson-turn-title = 1. 牌桌与回合的六个阶段
lesson-turn-goal = 认识牌桌，走完自己的一个回合。
tut-turn-1 = 这是你的座位（1号位）。左边是武将或身份，绿色勾玉是体力，下方是你的手牌。
tut-turn-2 = 对面是2号位。每名角色的回合依次经过：准备、判定、摸牌、出牌、弃牌、结束六个阶段。
tut-turn-3 = 现在是你的回合。准备和判定阶段没有事要做；摸牌阶段你从牌堆摸了两张牌（看看日志）。
tut-turn-4 = 出牌阶段可以使用手牌。{ card-jink }不能主动使用。这次什么也不用，点“{ option-end-phase }”。
tut-turn-5 = 弃牌阶段：手牌数不能超过当前体力（2）。选四张牌弃置。
tut-turn-6 = 结束阶段后轮到2号位。看着它走完自己的回合。
tut-turn-7 = 又轮到你了。记住六个阶段的顺序——后面每一课都会用到。

lesson-slash-title = 2. { card-slash }、{ card-jink }与体力
lesson-slash-goal = 用{ card-slash }造成伤害，用{ card-jink }抵消对方的{ card-slash }。
tut-slash-1 = { card-slash }对攻击范围内的一名角色造成1点伤害，除非对方打出一张{ card-jink }。
tut-slash-2 = 选中高亮的{ card-slash }，再点2号位，确认使用。
tut-slash-3 = 2号位没有{ card-jink }，失去了1个勾玉。体力降到0就会进入濒死状态。
tut-slash-4 = 每个出牌阶段只能使用一张{ card-slash }。试试第二张会怎样，然后结束出牌阶段。
tut-slash-5 = 轮到2号位，它对你使用了{ card-slash }。
tut-slash-6 = 打出你的{ card-jink }来抵消这张{ card-slash }。
tut-slash-7 = 抵消成功，你没有受到伤害。2号位结束了出牌。
tut-slash-8 = { card-slash }是进攻，{ card-jink }是防守。{ card-jink }只能在需要时打出，不能主动使用。

lesson-range-title = 3. 距离、攻击范围、武器和坐骑
lesson-range-goal = 装备武器扩大攻击范围，用坐骑改变距离。
tut-range-1 = 座位之间有距离：相邻为1，每隔一人加1，沿较近的一边计算。
tut-range-2 = 3号位离你2。没有武器时攻击范围是1，{ card-slash }够不到它。
tut-range-3 = 先装备{ card-qinggang_sword }（攻击范围2）。如果直接对3号位出{ card-slash }，会被拒绝并告诉你原因。
tut-range-4 = 现在攻击范围是2，对3号位使用{ card-slash }。
tut-range-5 = 坐骑：-1马让你计算与别人的距离减1；+1马让别人计算与你的距离加1。
tut-range-6 = 装备{ card-chitu }（-1马）。
tut-range-7 = 把鼠标移到座位上，可以看到你与它的距离以及它是否在攻击范围内。

lesson-dying-title = 4. { card-peach }、濒死与死亡
lesson-dying-goal = 濒死时用{ card-peach }自救，击杀一名反贼。
tut-dying-1 = 你只剩1点体力。现在是2号位的回合。
tut-dying-2 = 2号位对你使用{ card-slash }，你没有{ card-jink }。
tut-dying-3 = 体力降到0，你进入濒死状态。使用{ card-peach }回复1点体力，否则就会死亡。
tut-dying-4 = 你得救了。其他角色继续各自的回合。
tut-dying-5 = 2号位也只剩1点体力，而且没有{ card-peach }。对它使用{ card-slash }。
tut-dying-6 = 2号位死亡，亮出身份：反贼。击杀反贼的角色摸三张牌作为奖励。

lesson-equipment-title = 5. 装备的效果
lesson-equipment-goal = 用{ card-eight_diagram }判定出{ card-jink }，用{ card-qinggang_sword }无视防具。
tut-equipment-1 = 你装备着{ card-eight_diagram }。需要{ card-jink }时可以进行判定：红色则视为打出了{ card-jink }。
tut-equipment-2 = 2号位对你使用{ card-slash }。
tut-equipment-3 = 发动{ card-eight_diagram }进行判定：点“{ ui-yes }”。
tut-equipment-4 = 判定牌是红色的{ card-peach }，视为你打出了{ card-jink }。判定牌随后进入弃牌堆。
tut-equipment-5 = 2号位结束了回合。
tut-equipment-6 = 2号位也装备了{ card-eight_diagram }。先装备{ card-qinggang_sword }：你的{ card-slash }无视目标的防具。
tut-equipment-7 = 对2号位使用{ card-slash }，它的{ card-eight_diagram }不会生效。
tut-equipment-8 = 2号位受到伤害。每种装备的效果都写在卡牌说明里。

lesson-tricks-title = 6. 单体锦囊
lesson-tricks-goal = 使用{ card-snatch }、{ card-dismantlement }、{ card-collateral }和{ card-duel }。
tut-tricks-1 = 锦囊牌是计策。单体锦囊只指定一名目标。
tut-tricks-2 = { card-snatch }只能对距离1的角色使用。对2号位使用它。
tut-tricks-3 = 选一张2号位的牌拿走：手牌是背面朝上的，只能盲选。
tut-tricks-4 = { card-dismantlement }没有距离限制。对3号位使用它。
tut-tricks-5 = 弃掉3号位的{ card-eight_diagram }。
tut-tricks-6 = { card-collateral }：让装备武器的2号位对3号位使用{ card-slash }，否则把武器交给你。先选2号位，再选3号位。
tut-tricks-7 = 2号位没有{ card-slash }（刚被你拿走了），只好把武器交给你。
tut-tricks-8 = { card-duel }：双方轮流打出{ card-slash }，先不出的一方受到1点伤害。对3号位使用它。
tut-tricks-9 = 3号位没有{ card-slash }，受到1点伤害。

lesson-area-title = 7. 群体锦囊
lesson-area-goal = 使用{ card-savage_assault }、{ card-archery_attack }、{ card-god_salvation }和{ card-amazing_grace }。
tut-area-1 = 群体锦囊影响多名角色，从使用者的下家开始依次结算。
tut-area-2 = 使用{ card-savage_assault }：其他角色各需打出一张{ card-slash }，否则受到1点伤害。
tut-area-3 = 2号位打出了{ card-slash }；3号位没有，受到伤害。
tut-area-4 = 使用{ card-archery_attack }：其他角色各需打出一张{ card-jink }。
tut-area-5 = 3号位打出了{ card-jink }；2号位受到伤害。
tut-area-6 = 使用{ card-god_salvation }：所有角色各回复1点体力。
tut-area-7 = 使用{ card-amazing_grace }：亮出与存活人数相同的牌，每人依次选一张。
tut-area-8 = 你先选。拿走{ card-ex_nihilo }（只能选一张）。
tut-area-9 = 2号位选了一张，最后一张归3号位。
tut-area-10 = 群体锦囊对所有目标逐一结算，每个目标都可以被单独{ card-nullification }。

lesson-nullify-title = 8. { card-nullification }与连锁
lesson-nullify-goal = 用{ card-nullification }抵消对方的{ card-nullification }。
tut-nullify-1 = { card-nullification }抵消一张锦囊对一名目标的效果。它本身也能被另一张{ card-nullification }抵消。
tut-nullify-2 = 对2号位使用{ card-dismantlement }。
tut-nullify-3 = 每张锦囊生效前都会询问谁要出{ card-nullification }。你不想抵消自己的锦囊，点“{ option-pass }”。
tut-nullify-4 = 2号位打出{ card-nullification }，想抵消你的{ card-dismantlement }。
tut-nullify-5 = 用你的{ card-nullification }抵消它的{ card-nullification }！
tut-nullify-6 = 双重抵消后，{ card-dismantlement }照常生效。选一张2号位的手牌弃掉。
tut-nullify-7 = 连锁可以一直继续：奇数张{ card-nullification }抵消锦囊，偶数张则锦囊生效。

lesson-delayed-title = 9. 延时锦囊与判定
lesson-delayed-goal = 使用{ card-indulgence }和{ card-lightning }，看判定如何决定结果。
tut-delayed-1 = 延时锦囊放进目标的判定区，在它下个回合的判定阶段才判定。
tut-delayed-2 = 对2号位使用{ card-indulgence }：判定不是红桃，它就跳过出牌阶段。对自己使用会被拒绝。
tut-delayed-3 = 把{ card-lightning }放进自己的判定区。判定为黑桃2～9时受到3点雷电伤害，否则移给下家。
tut-delayed-4 = 结束出牌阶段。
tut-delayed-5 = 看日志：2号位的{ card-indulgence }判定为黑桃，它跳过了出牌阶段。
tut-delayed-6 = 你的{ card-lightning }判定为红桃，没有劈中，移到了2号位的判定区。

lesson-roles-title = 10. 身份、胜负、奖励与惩罚
lesson-roles-goal = 作为主公消灭反贼和内奸。
tut-roles-1 = 你是主公，身份公开。忠臣保护主公；反贼要杀死主公；内奸要成为最后的幸存者。
tut-roles-2 = 主公和忠臣的胜利条件：所有反贼和内奸死亡。反贼：主公死亡。内奸：只剩自己。
tut-roles-3 = 对2号位（只剩1点体力）使用{ card-slash }。
tut-roles-4 = 杀死反贼的角色摸三张牌。注意：主公杀死忠臣要弃置所有手牌和装备。
tut-roles-5 = 最后用{ card-duel }对付3号位的内奸。
tut-roles-6 = 反贼和内奸都死了，主公获胜！

lesson-skills-title = 11. 武将技能
lesson-skills-goal = 使用主动技、触发技，并认识锁定技。
tut-skills-1 = 你是孙尚香，对手是诸葛亮。技能分为主动发动、满足条件时触发、以及始终生效的锁定技。
tut-skills-2 = 主动技【结姻】：弃两张手牌，你和一名受伤的男性角色各回复1点体力。选两张{ card-jink }和诸葛亮。
tut-skills-3 = 你们都回复了1点体力。
tut-skills-4 = 装备{ card-chitu }：旧的{ card-dayuan }会被替换下来。
tut-skills-5 = 失去装备区的牌时触发【枭姬】：可以摸两张牌。点“{ ui-yes }”发动。
tut-skills-6 = 锁定技【空城】：诸葛亮没有手牌时，不能成为{ card-slash }或{ card-duel }的目标。
tut-skills-7 = 试着对诸葛亮使用{ card-slash }，看看原因；然后结束出牌阶段。

lesson-lord-title = 12. 主公技与一局完整的游戏
lesson-lord-goal = 用【激将】借关羽的{ card-slash }，然后和简单AI打完一局。
tut-lord-1 = 你是主公刘备。主公技只在主公身上生效：【激将】让其他蜀势力角色替你打出{ card-slash }。
tut-lord-2 = 发动【激将】，以3号位吕布为目标。
tut-lord-3 = 关羽替你打出了{ card-slash }，吕布受到伤害。
tut-lord-4 = 接下来是一局真正的游戏：对手由简单AI控制。保护好自己，消灭反贼！
tut-lord-5 = 自由对局：打到游戏结束。
tut-lord-6 = 游戏结束。你已经学会了完整的规则——去开一局新游戏吧！
